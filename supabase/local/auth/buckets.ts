// Token buckets per key, as GoTrue's limiters: a bucket holds `limit` tokens and refills evenly
// over `windowMs`; a request takes one token or is refused. Buckets that have refilled are
// forgotten, and the map never holds more than MAX_KEYS keys (the oldest go first).

const MAX_KEYS = 50_000;

type Bucket = { tokens: number; at: number };

export class Buckets {
  private buckets = new Map<string, Bucket>();

  /** Tokens left for `key` now (without taking one). */
  peek(key: string, limit: number, windowMs: number, now = Date.now()): number {
    const b = this.buckets.get(key);
    return b ? refill(b, limit, windowMs, now) : limit;
  }

  /** Takes one token: true when there was one. A limit of 0 refuses everything. */
  take(key: string, limit: number, windowMs: number, now = Date.now()): boolean {
    const tokens = this.peek(key, limit, windowMs, now);
    if (tokens < 1) return false;
    this.buckets.delete(key); // re-inserted last: the map stays ordered by last use
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > MAX_KEYS) this.prune(limit, windowMs, now);
    return true;
  }

  /** Gives back a token taken for a request that turned out not to count. */
  give(key: string, limit: number, windowMs: number, now = Date.now()) {
    const b = this.buckets.get(key);
    if (!b) return;
    const tokens = Math.min(limit, refill(b, limit, windowMs, now) + 1);
    if (tokens >= limit) this.buckets.delete(key);
    else this.buckets.set(key, { tokens, at: now });
  }

  private prune(limit: number, windowMs: number, now: number) {
    for (const [key, b] of this.buckets) if (refill(b, limit, windowMs, now) >= limit) this.buckets.delete(key);
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= MAX_KEYS) break;
      this.buckets.delete(key);
    }
  }
}

function refill(b: Bucket, limit: number, windowMs: number, now: number): number {
  if (limit <= 0) return 0;
  const elapsed = Math.max(0, now - b.at);
  return Math.min(limit, b.tokens + (elapsed * limit) / windowMs);
}
