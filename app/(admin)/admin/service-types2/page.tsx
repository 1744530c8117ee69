import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ServiceSubtypesScreen } from '@/components/admin/service-subtypes-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Subtipos de serviço' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard, the
// service types and the chosen type's subtypes are read in the browser.
export default function ServiceSubtypesPage() {
  return (
    <Screen title="Subtipos de serviço" description="Os subtipos de cada tipo de serviço: escolha o tipo e edite a lista.">
      <Suspense fallback={<PageLoading />}>
        <ServiceSubtypesScreen />
      </Suspense>
    </Screen>
  );
}
