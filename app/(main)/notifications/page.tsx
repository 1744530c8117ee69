import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { UnreadSummary } from '@/components/layout/unread-summary';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Notificações' };

export default async function NotificationsPage() {
  const viewer = await requirePageAccess(ROUTES.notifications);
  return (
    <Screen
      title="Notificações"
      description="Avisos sobre candidaturas, oportunidades, novos seguidores e comunicados da equipe."
    >
      <ComingSoon>
        <Suspense fallback={<PageLoading className="py-4" />}>
          <UnreadSummary userId={viewer.id} kind="notifications" />
        </Suspense>
      </ComingSoon>
    </Screen>
  );
}
