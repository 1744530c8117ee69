'use client';
// The shell's check of the terms of use: a signed-in person whose accepted version is not the
// current one (read by the shell with the viewer) sees the prompt (terms-prompt.tsx).
import { useViewerContext } from '@/components/layout/viewer-provider';
import { TermsPrompt } from './terms-prompt';

export function TermsCheck() {
  const { state } = useViewerContext();
  if (state.status !== 'ready' || !state.profile || state.termsVersion === null) return null;
  if (state.profile.terms_version_accepted === String(state.termsVersion)) return null;
  return <TermsPrompt version={state.termsVersion} />;
}
