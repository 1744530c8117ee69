import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AgencyServiceTypesScreen } from '@/components/admin/agency-service-types-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Serviços de agência' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the list are read in the browser.
export default function AgencyServiceTypesPage() {
  return (
    <Screen title="Serviços de agência" description="Os serviços que uma agência pode marcar no perfil.">
      <Suspense fallback={<PageLoading />}>
        <AgencyServiceTypesScreen />
      </Suspense>
    </Screen>
  );
}
