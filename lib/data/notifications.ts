// The viewer's notifications, newest first, one keyset page at a time (docs/product/notifications.md).
import 'server-only';
import type { Tables } from '@/lib/database.types';
import { requestClient } from '@/lib/supabase/server';
import { RETRY_ONCE, dataOrThrow, withRetry } from './retry';
import { NOTIFICATION_COLUMNS, NOTIFICATIONS_PAGE_SIZE, type NotificationRow } from '@/lib/notifications/list';

export type NotificationKind = Pick<Tables<'notification_kinds'>, 'kind' | 'label' | 'icon'>;

/** The first page (one more row than shown tells whether there is a next one) and the kinds' icons. */
export async function getNotificationsStart(
  userId: string,
): Promise<{ rows: NotificationRow[]; hasMore: boolean; kinds: NotificationKind[] }> {
  const supabase = await requestClient();
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
