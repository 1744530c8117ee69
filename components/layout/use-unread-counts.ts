'use client';

import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import type { Tables } from '@/lib/database.types';
import { NO_UNREAD, unreadCountsFromRow, type UnreadCounts } from '@/lib/profile/unread-counts';
import { createClient } from '@/lib/supabase/client';
import { createUnreadSync } from './unread-sync';

/** A realtime payload carries the row, or only its key on a delete. */
type UnreadRow = Partial<Pick<Tables<'unread_counts'>, 'unread_notifications' | 'unread_messages'>>;

/**
 * How long a `messages` event waits for the matching `unread_counts` event before the counts are
 * fetched once. The counters change in the same transaction as the message, so the row event
 * normally arrives right after it and carries the new values; the fetch only covers a lost event.
 */
const ROW_EVENT_GRACE_MS = 1500;

/**
 * The signed-in user's unread counters, starting from the server-rendered values and kept live
 * through Realtime: `unread_counts` row events carry the new values and a missing or deleted row
 * counts as zero. The counts are read by the page itself only when an event may have been missed:
 * right after each join (covering what changed before the events flowed), when a `messages` event
 * is not followed by its counter event, and every 5 seconds while the channel is not subscribed
 * (unread-sync.ts: the product's 5-second guarantee when Realtime is down).
 */
export function useUnreadCounts(userId: string, initial: UnreadCounts): UnreadCounts {
  const [counts, setCounts] = useState<UnreadCounts>(initial);
  // A server render with new values (navigation, router.refresh) wins over older state: state
  // from props during render, no effect.
  const [seen, setSeen] = useState({ userId, initial });
  if (seen.userId !== userId || seen.initial.notifications !== initial.notifications || seen.initial.messages !== initial.messages) {
    setSeen({ userId, initial });
    setCounts(initial);
  }

  useEffect(() => {
    const supabase = createClient();
    let active = true;
    let graceTimer: ReturnType<typeof setTimeout> | null = null;
    // Bumped by every row event: a fetch that started before one must not overwrite it.
    let rowVersion = 0;

    const clearGrace = () => {
      if (graceTimer) clearTimeout(graceTimer);
      graceTimer = null;
    };

    const refetch = async () => {
      clearGrace();
      const startedAt = rowVersion;
      const { data, error } = await supabase
        .from('unread_counts')
        .select('unread_notifications, unread_messages')
        .eq('profile_id', userId)
        .maybeSingle();
      // On an error keep what is shown: the next row event or recovery corrects it. No row: zero.
      if (active && !error && startedAt === rowVersion) setCounts(unreadCountsFromRow(data));
    };

    const onRow = (payload: RealtimePostgresChangesPayload<UnreadRow>) => {
      rowVersion += 1;
      clearGrace();
      setCounts(payload.eventType === 'DELETE' ? NO_UNREAD : unreadCountsFromRow(payload.new));
    };

    const onMessage = () => {
      // A message event invalidates the counts (docs/product/layout.md). The row event usually settles them first.
      clearGrace();
      graceTimer = setTimeout(() => void refetch(), ROW_EVENT_GRACE_MS);
    };

    // Reads on a timer until the channel is subscribed, and once after each join; a row event
    // arriving meanwhile wins over a read (the stale-read guard in refetch).
    const sync = createUnreadSync({ read: () => void refetch() });

    // A topic of its own per mount: a remount (Strict Mode, fast refresh) must not reuse a
    // channel that is still leaving.
    const topic = `unread:${userId}:${Math.random().toString(36).slice(2)}`;
    const channel = supabase
      .channel(topic)
      .on<UnreadRow>('postgres_changes', { event: '*', schema: 'public', table: 'unread_counts', filter: `profile_id=eq.${userId}` }, onRow)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter: `receiver_id=eq.${userId}` }, onMessage)
      .subscribe((status) => sync.channelStatus(status));

    const goOffline = () => sync.offline();
    const goOnline = () => sync.online();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    if (!navigator.onLine) sync.offline();

    return () => {
      active = false;
      clearGrace();
      sync.dispose();
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      void supabase.removeChannel(channel);
    };
  }, [userId]);

  return counts;
}
