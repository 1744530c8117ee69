// The Data API options every client factory passes to supabase-js. On its own, supabase-js retries
// a failed GET 3 times with pauses of 1, 2 and 4 seconds (network errors, 503, 520), so a page
// could wait 7 seconds on a down backend. Our reads retry by the product's policy instead
// (lib/data/retry.ts), and no page waits for a pause: the library's retries are off.
export const DB_OPTIONS = { retry: false } as const;
