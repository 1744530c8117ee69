'use client';
// /chat (docs/product/chat.md): a static document; the guard, the conversation list and, for a
// deep link (?c=<id>), that conversation's newest page are read here, in the browser, under RLS.
// From then on the chat view keeps the address itself (history.pushState on a choice, popstate on
// back), so a new ?c= never reads the screen again.
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import type { Viewer } from '@/lib/auth/viewer';
import { readConversations, readThreadPage, type ConversationSummary, type ThreadPage } from '@/lib/queries/chat';
import { ROUTES } from '@/lib/routes';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { isUuid } from '@/lib/validation/uuid';
import { ChatView } from './chat-view';

type Opened = { conversations: ConversationSummary[]; selected: string | null; thread: ThreadPage };

/** The list and the linked conversation side by side; a link to a conversation not in the list opens none. */
async function readChat(supabase: TypedSupabaseClient, linked: string | null): Promise<Opened> {
  const [conversations, thread] = await Promise.all([
    readConversations(supabase),
    linked ? readThreadPage(supabase, linked) : Promise.resolve({ messages: [], hasMore: false }),
  ]);
  const selected = linked && conversations.some((c) => c.id === linked) ? linked : null;
  return { conversations, selected, thread: selected ? thread : { messages: [], hasMore: false } };
}

export function ChatScreen() {
  return <BrowserPage route={ROUTES.chat}>{(viewer) => <Chat viewer={viewer} />}</BrowserPage>;
}

function Chat({ viewer }: { viewer: Viewer }) {
  const raw = useSearchParams().get('c');
  // The conversation the address opened the screen on; the view follows later choices itself.
  const [linked] = useState(() => (raw && isUuid(raw) ? raw : null));
  return (
    <BrowserRead readKey={`${viewer.id}:${linked ?? ''}`} read={(supabase) => readChat(supabase, linked)} label="chat">
      {({ conversations, selected, thread }) => (
        <ChatView
          me={viewer.id}
          initialConversations={conversations}
          initialSelectedId={selected}
          initialMessages={thread.messages}
          initialHasMore={thread.hasMore}
        />
      )}
    </BrowserRead>
  );
}
