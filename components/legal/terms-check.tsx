'use client';
// The shell's check of the terms of use: a signed-in person whose accepted version is not the
// current one (the version the static shell was built with) sees the prompt (terms-prompt.tsx).
import { useViewerContext } from '@/components/layout/viewer-provider';
import { TermsPrompt } from './terms-prompt';

export function TermsCheck() {
  const { state, shell } = useViewerContext();
  if (state.status !== 'ready' || !state.profile || shell.termsVersion === null) return null;
  if (state.profile.terms_version_accepted === String(shell.termsVersion)) return null;
  return <TermsPrompt version={shell.termsVersion} />;
}
