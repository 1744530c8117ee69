// The first page of the viewer's notifications and the kinds' icons (docs/product/chat.md,
// "/notifications"), read in the browser by the static /notifications screen; the client is the
// first argument, RLS shows each person their own rows only.
import type { Tables } from '@/lib/database.types';
import { RETRY_ONCE, dataOrThrow, withRetry } from '@/lib/data/retry';
import { NOTIFICATION_COLUMNS, NOTIFICATIONS_PAGE_SIZE, type NotificationRow } from '@/lib/notifications/list';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

export type NotificationKind = Pick<Tables<'notification_kinds'>, 'kind' | 'label' | 'icon'>;
export type NotificationsStart = { rows: NotificationRow[]; hasMore: boolean; kinds: NotificationKind[] };

/** The first page (one more row than shown tells whether there is a next one) and the kinds' icons. */
export async function readNotificationsStart(supabase: TypedSupabaseClient, userId: string): Promise<NotificationsStart> {
  const [rows, kinds] = await Promise.all([
    withRetry(
      async () =>
        dataOrThrow(
          await supabase
            .from('notifications')
            .select(NOTIFICATION_COLUMNS)
            .eq('profile_id', userId)
            .order('created_at', { ascending: false })
            .order('id', { ascending: false })
            .limit(NOTIFICATIONS_PAGE_SIZE + 1),
        ),
      RETRY_ONCE,
    ),
    withRetry(async () => dataOrThrow(await supabase.from('notification_kinds').select('kind, label, icon')), RETRY_ONCE),
  ]);
  const list = rows ?? [];
  return { rows: list.slice(0, NOTIFICATIONS_PAGE_SIZE), hasMore: list.length > NOTIFICATIONS_PAGE_SIZE, kinds: kinds ?? [] };
}
