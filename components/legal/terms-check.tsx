// The shell's check of the terms of use: a signed-in person whose accepted version is not the
// current one sees the prompt (components/legal/terms-prompt.tsx). Streams in its own boundary.
import { getOwnProfile } from '@/lib/data/profile';
import { getCurrentTerms } from '@/lib/data/terms';
import { getViewer } from '@/lib/data/viewer';
import { TermsPrompt } from './terms-prompt';

export async function TermsCheck() {
  const viewer = await getViewer();
  if (!viewer) return null;
  const [profile, terms] = await Promise.all([getOwnProfile(viewer.id).catch(() => null), getCurrentTerms()]);
  if (!profile || !terms || profile.terms_version_accepted === String(terms.version)) return null;
  return <TermsPrompt version={terms.version} />;
}
