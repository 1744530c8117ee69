import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MyOpportunitiesScreen } from '@/components/jobs/screens/my-opportunities-screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Minhas oportunidades' };

// A static document (docs/architecture/page-pattern.md): the description depends on who is
// looking, so the guard, the frame and the rows are drawn in the browser.
export default function MyOpportunitiesPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <MyOpportunitiesScreen />
    </Suspense>
  );
}
