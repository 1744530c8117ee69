// Retrying reads (docs/product/deviations.md, "Retries"): only a transient failure (the network,
// a timeout, a 5xx answer) is tried again; a refusal (4xx: a rejected token, RLS, a bad query) is
// an answer and is returned at once. The policies are the product's constants: the menu and the
// profile retry once, the logo up to 3 times with a backoff from 1 s doubling to at most 10 s.
// Pure apart from the injected clock, so the schedule is tested with a fake one.

export type RetryPolicy = {
  /** Attempts after the first. */
  retries: number;
  /** Milliseconds to wait before retry number `retry` (1-based). */
  delayMs: (retry: number) => number;
};

/** A delay that starts at `firstMs` and doubles on each retry, never above `maxMs`. */
export const doublingBackoff =
  ({ firstMs, maxMs }: { firstMs: number; maxMs: number }) =>
  (retry: number): number =>
    Math.min(firstMs * 2 ** Math.max(0, retry - 1), maxMs);

/** The menu and the profile: one more attempt, straight away (a page may wait for it, never for a pause). */
export const RETRY_ONCE: RetryPolicy = { retries: 1, delayMs: () => 0 };

/** The logo: 3 more attempts after 1 s, 2 s and 4 s (doubling, capped at 10 s); run behind the page. */
export const LOGO_RETRY: RetryPolicy = { retries: 3, delayMs: doublingBackoff({ firstMs: 1_000, maxMs: 10_000 }) };

/** A failed read of the Data API, with the HTTP status supabase-js reported (0: no answer at all). */
export class ReadFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ReadFailure';
  }
}

type PostgrestLike<T> = { data: T; error: { message: string; code?: string } | null; status: number };

/** The data of a supabase-js answer, or a ReadFailure carrying its status. */
export function dataOrThrow<T>({ data, error, status }: PostgrestLike<T>): T {
  if (error) throw new ReadFailure(error.message, status, error.code);
  return data;
}

/**
 * True for failures worth another attempt: no answer (status 0: connection refused or reset, DNS,
 * a timeout), a 5xx answer, or an exception thrown before any answer (fetch's TypeError, an
 * AbortError). False for every 4xx: the server understood and said no.
 */
export function isTransientFailure(failure: unknown): boolean {
  if (failure instanceof ReadFailure) return failure.status === 0 || failure.status >= 500;
  if (failure instanceof Error) return failure.name === 'TypeError' || failure.name === 'AbortError' || failure.name === 'TimeoutError';
  return false;
}

/** The pauses before each retry of `policy`, in order: [1000, 2000, 4000] for the logo. */
export const retryDelays = (policy: RetryPolicy): number[] => Array.from({ length: policy.retries }, (_, i) => policy.delayMs(i + 1));

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export type RetryOptions = { sleep?: Sleep; isTransient?: (failure: unknown) => boolean };

/**
 * Runs `attempt`, and again after each transient failure as `policy` allows. The last failure (or
 * the first refusal) is thrown.
 */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  { sleep = realSleep, isTransient = isTransientFailure }: RetryOptions = {},
): Promise<T> {
  const delays = retryDelays(policy);
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (failure) {
      if (retry >= delays.length || !isTransient(failure)) throw failure;
      if (delays[retry] > 0) await sleep(delays[retry]);
    }
  }
}
