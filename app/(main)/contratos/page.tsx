import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContractsScreen } from '@/components/hiring/contracts-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Contratos' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the person's proposals and contracts are read in the browser.
export default function ContractsPage() {
  return (
    <Screen title="Contratos" description="Suas propostas e contratos: o que está em negociação, em andamento e concluído.">
      <Suspense fallback={<PageLoading />}>
        <ContractsScreen />
      </Suspense>
    </Screen>
  );
}
