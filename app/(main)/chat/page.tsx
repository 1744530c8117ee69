import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { UnreadSummary } from '@/components/layout/unread-summary';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Mensagens' };

export default function ChatPage() {
  return (
    <Screen title="Mensagens" description="Suas conversas com criadores, marcas e agências, em tempo real.">
      <Suspense fallback={<PageLoading />}>
        <ChatContent />
      </Suspense>
    </Screen>
  );
}

async function ChatContent() {
  const viewer = await requirePageAccess(ROUTES.chat);
  return (
    <ComingSoon>
      <UnreadSummary userId={viewer.id} kind="messages" />
    </ComingSoon>
  );
}
