import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { NetworkScreen } from '@/components/network/network-screen';

export const metadata: Metadata = { title: 'Minha rede' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard, the
// tab's cards and the search's options are read in the browser.
export default function NetworkPage() {
  return (
    <Screen title="Minha rede" description="Encontre pessoas e empresas, siga quem interessa e converse.">
      <Suspense fallback={<PageLoading />}>
        <NetworkScreen />
      </Suspense>
    </Screen>
  );
}
