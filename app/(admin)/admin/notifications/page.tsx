import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BroadcastsScreen } from '@/components/admin/broadcasts-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Enviar notificações' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the broadcasts sent are read in the browser.
export default function AdminNotificationsPage() {
  return (
    <Screen title="Enviar notificações" description="Envie um aviso para todos os usuários ou para uma categoria.">
      <Suspense fallback={<PageLoading />}>
        <BroadcastsScreen />
      </Suspense>
    </Screen>
  );
}
