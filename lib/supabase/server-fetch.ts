// The fetch every server-side Supabase client uses (Server Components, actions, route handlers,
// the proxy, the service-role and public clients).
//
// Next.js patches the server's fetch and dedupes a GET or HEAD made without an AbortSignal: it
// tees the response body and keeps the spare branch for a repeat of the same request within the
// render. Our Supabase reads never repeat that way (React.cache already shares the client and the
// loaders per request), so every read paid for a second stream and a buffered copy of its body
// that nothing read; the load bench found those copies among what finished renders kept
// (docs/architecture/quality.md, "Load and faults"). A signal is Next's documented opt-out of
// that dedupe; this one never aborts, so the clients behave exactly as before otherwise.
export const serverFetch: typeof fetch = (input, init) => fetch(input, { ...init, signal: init?.signal ?? new AbortController().signal });
