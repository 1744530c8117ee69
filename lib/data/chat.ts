// The viewer's conversations and the newest page of one thread (docs/product/chat.md), read per
// request as the viewer: RLS shows only the conversations they are a member of.
import 'server-only';
import type { Database } from '@/lib/database.types';
import { MESSAGE_COLUMNS, THREAD_PAGE_SIZE, type ChatMessage } from '@/lib/chat/thread';
import { requestClient } from '@/lib/supabase/server';
import { RETRY_ONCE, dataOrThrow, withRetry } from './retry';

type ConversationRow = Database['public']['Functions']['chat_conversations']['Returns'][number];
type MaybeNull =
  | 'opportunity_id'
  | 'opportunity_title'
  | 'other_avatar_url'
  | 'last_message_at'
  | 'last_body'
  | 'last_sender_id'
  | 'last_attachment_name'
  | 'last_kind';
/**
 * A row of public.chat_conversations (the generated types cannot tell which returned columns may be
 * null), with the kind of its last message ('system' lines preview differently).
 */
export type ConversationSummary = Omit<ConversationRow, MaybeNull> & { [K in MaybeNull]: ConversationRow[K] | null };

/** Newest activity first (public.chat_conversations). Throws when the read fails. */
export async function listConversations(): Promise<ConversationSummary[]> {
  const supabase = await requestClient();
  const rows = await withRetry(
    async (): Promise<ConversationSummary[] | null> => dataOrThrow(await supabase.rpc('chat_conversations', {})),
    RETRY_ONCE,
  );
  return rows ?? [];
}

/** The newest page of a thread, oldest first, and whether older messages exist. */
export async function getThreadPage(conversationId: string): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const supabase = await requestClient();
  const rows = await withRetry(
    async () =>
      dataOrThrow(
        await supabase
          .from('messages')
          .select(MESSAGE_COLUMNS)
          .eq('conversation_id', conversationId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(THREAD_PAGE_SIZE + 1),
      ),
    RETRY_ONCE,
  );
  const list = rows ?? [];
  const hasMore = list.length > THREAD_PAGE_SIZE;
  return { messages: list.slice(0, THREAD_PAGE_SIZE).reverse(), hasMore };
}
