// The two red badges of the top bar (spec §2, §7): unread notifications and messages. Rendered on
// the server first; components/layout/unread-badges.tsx keeps them live on the client.
import 'server-only';
import { unreadCountsFromRow, type UnreadCounts } from '@/lib/profile/unread-counts';
import { createClient } from '@/lib/supabase/server';

export async function getUnreadCounts(profileId: string): Promise<UnreadCounts> {
  const supabase = await createClient();
  const { data, error } = await supabase
    .from('unread_counts')
    .select('unread_notifications, unread_messages')
    .eq('profile_id', profileId)
    .maybeSingle();
  return unreadCountsFromRow(data, error);
}
