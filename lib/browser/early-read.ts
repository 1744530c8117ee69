'use client';
// A screen's first read, started with the visit rather than after the page guard. BrowserPage
// draws a screen once the shell has read the viewer (own row, permissions, terms), and the
// screen's own reads would only then start: two round trips one after the other before the
// content shows. A screen whose first read does not depend on the guard's verdict starts it beside
// the viewer's reading and takes its answer when the guard lets it draw. Nothing is decided by
// it: the guard still decides what is shown, RLS what the read returns, and an answer no screen
// takes (the guard sent the person elsewhere) is dropped.

/** An answer older than this is not taken: the screen reads anew. */
const FRESH_MS = 10_000;

export type EarlyRead<T> = {
  /** Starts `read` for `key` unless a fresh one for that key is under way or waiting. */
  start: (key: string, read: () => Promise<T>) => void;
  /** The started read of `key`, once (null when there is none or it is stale). */
  take: (key: string) => Promise<T> | null;
};

export function earlyRead<T>(now: () => number = Date.now): EarlyRead<T> {
  let slot: { key: string; promise: Promise<T>; at: number } | null = null;
  const fresh = (key: string) => slot !== null && slot.key === key && now() - slot.at < FRESH_MS;
  return {
    start(key, read) {
      if (fresh(key)) return;
      const promise = read();
      // A failure is the taker's to report; one that nobody takes is not an unhandled rejection.
      promise.catch(() => undefined);
      slot = { key, promise, at: now() };
    },
    take(key) {
      if (!fresh(key) || slot === null) return null;
      const { promise } = slot;
      slot = null;
      return promise;
    },
  };
}
