import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { ChatView } from '@/components/chat/chat-view';
import { requirePageAccess } from '@/lib/auth/page-access';
import { getThreadPage, listConversations } from '@/lib/data/chat';
import { isUuid } from '@/lib/validation/uuid';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Mensagens' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function ChatPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Screen title="Mensagens" description="Suas conversas com criadores, marcas e agências, em tempo real.">
      <Suspense fallback={<PageLoading />}>
        <ChatContent searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function ChatContent({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requirePageAccess(ROUTES.chat);
  const raw = (await searchParams).c;
  const selected = isUuid(raw) ? raw : null;
  const [conversations, thread] = await Promise.all([
    listConversations(),
    selected ? getThreadPage(selected) : Promise.resolve({ messages: [], hasMore: false }),
  ]);
  const known = selected && conversations.some((c) => c.id === selected) ? selected : null;
  return (
    <ChatView
      me={viewer.id}
      initialConversations={conversations}
      initialSelectedId={known}
      initialMessages={known ? thread.messages : []}
      initialHasMore={known ? thread.hasMore : false}
    />
  );
}
