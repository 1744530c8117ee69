// Supabase Realtime's tenant limits (config.realtimeLimits) and the texts Realtime refuses with:
// join errors for users, joins per second and channels per socket; a channel shutdown (a system
// error, then phx_close) for messages per second, presence rates and oversized presence; an
// error reply (or silence) for oversized broadcasts.
import type { RealtimeLimits } from '../config';
import type { Stack } from '../types';

/** Rates are averaged over this many one-second buckets, as Realtime's rate counters are. */
const WINDOW_SECONDS = 5;

export const REASONS = {
  tooManyUsers: 'ConnectionRateLimitReached: Too many connected users',
  tooManyJoins: 'ClientJoinRateLimitReached: Too many joins per second',
  tooManyChannels: 'ChannelRateLimitReached: Too many channels',
  tooManyMessages: 'Too many messages per second',
  tooManyPresence: 'Too many presence messages per second',
  clientPresence: 'Client presence rate limit exceeded',
  trackTooLarge: 'Track message size exceeded',
  payloadTooLarge: 'Payload size exceeds tenant limit',
} as const;

/** Events per second averaged over the last WINDOW_SECONDS seconds. */
export class RateCounter {
  private buckets = new Array<number>(WINDOW_SECONDS).fill(0);
  private second = 0;

  private roll(now: number) {
    const s = Math.floor(now / 1000);
    const gap = Math.min(WINDOW_SECONDS, s - this.second);
    for (let i = 1; i <= gap; i++) this.buckets[(this.second + i) % WINDOW_SECONDS] = 0;
    if (gap > 0) this.second = s;
  }

  add(n = 1, now = Date.now()) {
    this.roll(now);
    this.buckets[this.second % WINDOW_SECONDS] += n;
  }

  average(now = Date.now()): number {
    this.roll(now);
    return this.buckets.reduce((a, b) => a + b, 0) / WINDOW_SECONDS;
  }
}

/** A per-channel budget: `max` calls per window, the window starting at the first call. */
export class WindowBudget {
  private count = 0;
  private resetAt = 0;

  take(max: number, windowMs: number, now = Date.now()): boolean {
    if (now > this.resetAt) {
      this.count = 1;
      this.resetAt = now + windowMs;
      return true;
    }
    if (this.count >= max) return false;
    this.count++;
    return true;
  }
}

export class RealtimeLimiter {
  /** Sockets that have joined a channel (Realtime's "connected users"). */
  readonly users = new Set<object>();
  readonly joins = new RateCounter();
  readonly events = new RateCounter();
  readonly presence = new RateCounter();

  constructor(private stack: Stack) {}

  get limits(): RealtimeLimits {
    return this.stack.config.realtimeLimits;
  }

  /** The reason a join must be refused, or null. Counts the join when it may proceed. */
  refuseJoin(conn: object, channelsOpen: number, replacing: boolean): string | null {
    const l = this.limits;
    if (!this.users.has(conn) && this.users.size >= l.maxConcurrentUsers) return REASONS.tooManyUsers;
    if (this.joins.average() >= l.maxJoinsPerSecond) return REASONS.tooManyJoins;
    this.joins.add();
    if (!replacing && channelsOpen >= l.maxChannelsPerClient) return REASONS.tooManyChannels;
    return null;
  }

  /** Counts a client message; true when the stack is over its messages per second. */
  overEvents(): boolean {
    this.events.add();
    return this.events.average() > this.limits.maxEventsPerSecond;
  }

  overPresence(): boolean {
    if (this.presence.average() > this.limits.maxPresenceEventsPerSecond) return true;
    this.presence.add();
    return false;
  }

  payloadTooLarge(bytes: number): boolean {
    return bytes > this.limits.maxPayloadSizeKb * 1000;
  }
}

/** The size Realtime compares with max_payload_size_in_kb: here, the payload's JSON length. */
export function jsonSize(value: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(value ?? null));
  } catch {
    return Infinity;
  }
}
