import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PendingScreen } from '@/components/jobs/screens/pending-screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Pendentes' };

// A static document (docs/architecture/page-pattern.md): the description depends on who is
// looking, so the guard, the frame and the rows are drawn in the browser.
export default function PendingPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <PendingScreen />
    </Suspense>
  );
}
