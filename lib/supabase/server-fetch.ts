// The fetch every server-side Supabase client uses (Server Components, actions, route handlers,
// the proxy, the service-role and public clients).
//
// Next.js patches the server's fetch and dedupes a GET or HEAD made without an AbortSignal: it
// tees the response body and keeps the spare branch for a repeat of the same request within the
// render. Our Supabase reads never repeat that way (React.cache already shares the client and the
// loaders per request), so every read paid for a second stream and a buffered copy of its body
// that nothing read; the load bench found those copies among what finished renders kept
// (docs/architecture/quality.md, "Load and faults"). A signal is Next's documented opt-out of
// that dedupe.
//
// The signal is also a deadline: a request the backend took and never answered (a connection
// left half-open by a restart, say) would otherwise hold the page that awaits it forever. After
// SERVER_FETCH_TIMEOUT_MS the request fails like any network error, and the page shows its error
// state. A caller's own signal is kept as it is (it carries its own deadline).

/** Far above a Data API or Auth answer under load (p95 below 0.5 s in `npm run bench:load`). */
export const SERVER_FETCH_TIMEOUT_MS = 10_000;

/**
 * A fetch whose requests give up after `timeoutMs` without an answer, unless the caller passes a
 * signal. The timer ends with the answer: AbortSignal.timeout() would keep each finished response
 * reachable (through fetch's abort listener) until its timer fired, which the load bench saw as
 * 10 seconds' worth of responses held by the server.
 */
export const fetchWithin =
  (timeoutMs: number): typeof fetch =>
  async (input, init) => {
    if (init?.signal) return fetch(input, init);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
    try {
      return await fetch(input, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  };

export const serverFetch: typeof fetch = fetchWithin(SERVER_FETCH_TIMEOUT_MS);
