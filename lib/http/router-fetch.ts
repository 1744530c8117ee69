// Route handlers that must run as a full page load (they sign out, or refresh the session, and
// redirect). The page guards reach them with redirect(), which Next.js's client router follows
// with a fetch for an RSC payload; fetch would then follow the handler's own redirect and show the
// final page under the old address. Answering that fetch with an empty, non-RSC response makes
// the router load the address itself, as a document, and the handler runs for real.

/** A fetch of Next.js's client router (it asks for an RSC payload), not a page load. */
export function isRouterFetch(request: Request): boolean {
  return request.headers.get('rsc') === '1';
}

/** The answer that makes the client router load the address as a document. */
export function loadAsDocument(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
}
