// The viewer's conversations and the newest page of one thread (docs/product/chat.md), read in the
// browser by the static /chat screen: RLS shows only the conversations the viewer is a member of.
// The client is the first argument.
import type { Database } from '@/lib/database.types';
import { RETRY_ONCE, dataOrThrow, withRetry } from '@/lib/data/retry';
import { MESSAGE_COLUMNS, THREAD_PAGE_SIZE, type ChatMessage } from '@/lib/chat/thread';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

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
export type ThreadPage = { messages: ChatMessage[]; hasMore: boolean };

/** Newest activity first (public.chat_conversations). Throws when the read fails. */
export async function readConversations(supabase: TypedSupabaseClient): Promise<ConversationSummary[]> {
  const rows = await withRetry(
    async (): Promise<ConversationSummary[] | null> => dataOrThrow(await supabase.rpc('chat_conversations', {})),
    RETRY_ONCE,
  );
  return rows ?? [];
}

/** The newest page of a thread, oldest first, and whether older messages exist. */
export async function readThreadPage(supabase: TypedSupabaseClient, conversationId: string): Promise<ThreadPage> {
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
