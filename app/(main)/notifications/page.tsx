import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { NotificationsScreen } from '@/components/notifications/notifications-screen';

export const metadata: Metadata = { title: 'Notificações' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the person's notifications are read in the browser.
export default function NotificationsPage() {
  return (
    <Screen title="Notificações" description="Avisos sobre candidaturas, oportunidades, novos seguidores e comunicados da equipe.">
      <Suspense fallback={<PageLoading />}>
        <NotificationsScreen />
      </Suspense>
    </Screen>
  );
}
