// When the unread badges read the counts themselves (docs/product/deviations.md, "Unread
// counts"): Realtime pushes every change while the channel is subscribed; while it is not
// (joining, refused, closed, timed out, or the browser is offline) the counts are read every
// 5 seconds, and the polling stops as soon as the channel is subscribed again. Each join is
// followed by one read, covering what changed while no event could arrive. Pure apart from the
// injected timers and read, so the switch is tested with a fake clock.
import type { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { UNREAD_POLL_INTERVAL_MS } from '@/lib/constants';

/** What supabase-js reports to a channel's subscribe callback: 'SUBSCRIBED', 'CHANNEL_ERROR', 'TIMED_OUT', 'CLOSED'. */
export type ChannelStatus = `${REALTIME_SUBSCRIBE_STATES}`;

export type UnreadSyncOptions = {
  /** Reads the counts once (its errors are the caller's to swallow). */
  read: () => void;
  intervalMs?: number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
};

export type UnreadSync = {
  /** The channel's subscribe callback. */
  channelStatus: (status: ChannelStatus) => void;
  /** The browser went offline: no event can arrive, whatever the channel last said. */
  offline: () => void;
  /** The browser is back online (the channel reports SUBSCRIBED again once it has rejoined). */
  online: () => void;
  /** True while the counts are read on a timer. */
  polling: () => boolean;
  dispose: () => void;
};

export function createUnreadSync({
  read,
  intervalMs = UNREAD_POLL_INTERVAL_MS,
  setInterval: startTimer = (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: stopTimer = (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
}: UnreadSyncOptions): UnreadSync {
  let subscribed = false;
  let isOffline = false;
  let timer: unknown = null;
  let disposed = false;

  const update = () => {
    const shouldPoll = !disposed && (!subscribed || isOffline);
    if (shouldPoll && timer === null) timer = startTimer(read, intervalMs);
    if (!shouldPoll && timer !== null) {
      stopTimer(timer);
      timer = null;
    }
  };

  // Until the first join the badges show the server's values; they are read on the timer if the
  // join does not come.
  update();

  return {
    channelStatus: (status) => {
      if (disposed) return;
      const wasLive = subscribed && !isOffline;
      subscribed = status === 'SUBSCRIBED';
      update();
      // A join: one read now, for whatever changed before the events flowed.
      if (subscribed && !wasLive && !isOffline) read();
    },
    offline: () => {
      isOffline = true;
      update();
    },
    online: () => {
      isOffline = false;
      update();
      // Back from offline on a channel that never noticed: catch up once.
      if (subscribed) read();
    },
    polling: () => timer !== null,
    dispose: () => {
      disposed = true;
      update();
    },
  };
}
