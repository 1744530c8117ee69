import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { NotificationCenter } from '@/components/notifications/notification-center';
import { requirePageAccess } from '@/lib/auth/page-access';
import { getNotificationsStart } from '@/lib/data/notifications';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Notificações' };

export default function NotificationsPage() {
  return (
    <Screen title="Notificações" description="Avisos sobre candidaturas, oportunidades, novos seguidores e comunicados da equipe.">
      <Suspense fallback={<PageLoading />}>
        <NotificationsContent />
      </Suspense>
    </Screen>
  );
}

async function NotificationsContent() {
  const viewer = await requirePageAccess(ROUTES.notifications);
  const { rows, hasMore, kinds } = await getNotificationsStart(viewer.id);
  return <NotificationCenter me={viewer.id} initialRows={rows} initialHasMore={hasMore} kinds={kinds} />;
}
