import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CandidatesScreen } from '@/components/jobs/screens/candidates-screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Candidaturas' };

// A static document (docs/architecture/page-pattern.md): the description depends on who is
// looking, so the guard, the frame and the rows are drawn in the browser.
export default function CandidatesPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <CandidatesScreen />
    </Suspense>
  );
}
