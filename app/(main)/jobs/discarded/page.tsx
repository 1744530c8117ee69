import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DiscardedScreen } from '@/components/jobs/screens/discarded-screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Descartados' };

// A static document (docs/architecture/page-pattern.md): the description depends on who is
// looking, so the guard, the frame and the rows are drawn in the browser.
export default function DiscardedPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <DiscardedScreen />
    </Suspense>
  );
}
