import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DashboardScreen } from '@/components/dashboard/dashboard-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Painel' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the person's figures are read in the browser.
export default function DashboardPage() {
  return (
    <Screen title="Painel" description="Os seus números na plataforma.">
      <Suspense fallback={<PageLoading />}>
        <DashboardScreen />
      </Suspense>
    </Screen>
  );
}
