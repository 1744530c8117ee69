// Retries that run behind the page (docs/product/deviations.md, "Retries"): when a read a page
// needs fails for a transient reason, the page is served at once with what is known (the last
// value these retries brought, or the caller's fallback) and the retries follow the policy's
// pauses in the background. One run at a time per source; a refusal ends the run.
import { isTransientFailure, realSleep, retryDelays, type RetryOptions, type RetryPolicy } from './retry';

export type RefreshBehind<T> = {
  /** Starts the retries after a failed first attempt, unless a run is already going. */
  start: () => void;
  /** What the latest successful retry brought (null before any). */
  latest: () => T | null;
  /** True while a run is going. */
  running: () => boolean;
  /** Resolves when the current run ends (at once when none is going). */
  settled: () => Promise<void>;
};

export function refreshBehind<T>(
  read: () => Promise<T>,
  policy: RetryPolicy,
  { sleep = realSleep, isTransient = isTransientFailure }: RetryOptions = {},
): RefreshBehind<T> {
  let latest: T | null = null;
  let run: Promise<void> | null = null;

  const retry = async () => {
    for (const delay of retryDelays(policy)) {
      await sleep(delay);
      try {
        latest = await read();
        return;
      } catch (failure) {
        if (!isTransient(failure)) return;
      }
    }
  };

  return {
    start: () => {
      run ??= retry().finally(() => {
        run = null;
      });
    },
    latest: () => latest,
    running: () => run !== null,
    settled: () => run ?? Promise.resolve(),
  };
}
