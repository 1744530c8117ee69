import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OpportunitiesScreen } from '@/components/jobs/screens/opportunities-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Oportunidades' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard, the
// listing for the URL's filters and the detail of ?id= are read in the browser.
export default function OpportunitiesPage() {
  return (
    <Screen title="Oportunidades" description="Oportunidades abertas de marcas e agências para você se candidatar.">
      <Suspense fallback={<PageLoading />}>
        <OpportunitiesScreen />
      </Suspense>
    </Screen>
  );
}
