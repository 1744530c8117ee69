// Whether each conversation's last message is a system line, for the list's preview. The list comes
// from public.chat_conversations, which does not return the last message's kind; this read runs
// beside it (not after it) on the server and in the browser, and a failure only costs the preview
// its wording. Drop it once chat_conversations returns `last_kind`.
import type { TypedSupabaseClient } from '@/lib/supabase/types';

/** chat_conversations' default max_rows: the conversations the list shows. */
const LISTED_CONVERSATIONS = 100;

/** conversation id → the kind of its newest message, for the viewer's most recently active conversations. */
export async function readLastMessageKinds(supabase: TypedSupabaseClient): Promise<Map<string, string>> {
  const { data, error } = await Promise.resolve(
    supabase
      .from('conversations')
      .select('id, messages(kind)')
      .not('last_message_at', 'is', null)
      .order('last_message_at', { ascending: false })
      .order('created_at', { referencedTable: 'messages', ascending: false })
      .order('id', { referencedTable: 'messages', ascending: false })
      .limit(LISTED_CONVERSATIONS)
      .limit(1, { referencedTable: 'messages' }),
  ).catch(() => ({ data: null, error: true }));
  if (error || !data) return new Map();
  return lastKindsById(data);
}

/** The newest message's kind of each conversation read with `messages(kind)` limited to one. */
export function lastKindsById(rows: { id: string; messages: { kind: string }[] }[]): Map<string, string> {
  return new Map(rows.flatMap((c): [string, string][] => (c.messages[0] ? [[c.id, c.messages[0].kind]] : [])));
}

/** The list's rows with the kind of their last message (null when unknown: read as a person's). */
export function withLastKinds<Row extends { id: string }>(rows: Row[], kinds: Map<string, string>): (Row & { last_kind: string | null })[] {
  return rows.map((row) => ({ ...row, last_kind: kinds.get(row.id) ?? null }));
}
