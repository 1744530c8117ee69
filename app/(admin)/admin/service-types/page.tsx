import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ServiceTypesScreen } from '@/components/admin/service-types-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Tipos de serviço' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the list are read in the browser.
export default function ServiceTypesPage() {
  return (
    <Screen title="Tipos de serviço" description="Os serviços que criadores oferecem: nome, descrição, situação e ordem.">
      <Suspense fallback={<PageLoading />}>
        <ServiceTypesScreen />
      </Suspense>
    </Screen>
  );
}
