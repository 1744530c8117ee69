import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { UnreadSummary } from '@/components/layout/unread-summary';
import { requirePageAccess } from '@/lib/auth/page-access';
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
  return (
    <ComingSoon>
      <UnreadSummary userId={viewer.id} kind="notifications" />
    </ComingSoon>
  );
}
