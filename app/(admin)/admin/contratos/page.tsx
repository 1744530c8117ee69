import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContractsScreen } from '@/components/admin/contracts-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Contratos e disputas' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the tab's rows are read in the browser.
export default function AdminContractsPage() {
  return (
    <Screen
      title="Contratos e disputas"
      description="Os contratos da plataforma por situação, as disputas primeiro: resolva cada uma com um motivo. Modere também as avaliações publicadas."
    >
      <Suspense fallback={<PageLoading />}>
        <ContractsScreen />
      </Suspense>
    </Screen>
  );
}
