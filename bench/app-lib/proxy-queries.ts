// Backend requests per logged-in navigation that only runs the proxy: a signed-in user with a
// complete profile opening /login is redirected to /feed by proxy.ts before any page renders, so
// every request reaching the stack meanwhile is the proxy's (steady state: JWKS already cached).
import type { CountingProxy } from './counting-proxy';

export type ProxyQueries = {
  navigation: string;
  navigations: number;
  backend_requests: number;
  per_navigation: number;
  by_request: Record<string, number>;
  /** For contrast: a full render of /feed (layout + page reads), per navigation. */
  feed_render_backend_requests_per_navigation: number;
  feed_render_by_request: Record<string, number>;
};

async function get(url: string, cookie: string) {
  const res = await fetch(url, { redirect: 'manual', headers: { cookie }, signal: AbortSignal.timeout(30_000) });
  await res.arrayBuffer();
  return res;
}

export async function measureProxyQueries(
  appUrl: string,
  cookie: string,
  proxy: CountingProxy,
  navigations: number,
): Promise<ProxyQueries> {
  // Warm-up: the first verification fetches the JWKS once per server process.
  for (let i = 0; i < 3; i++) await get(`${appUrl}/login`, cookie);

  proxy.reset();
  for (let i = 0; i < navigations; i++) {
    const res = await get(`${appUrl}/login`, cookie);
    const location = res.headers.get('location') ?? '';
    if (res.status < 300 || res.status >= 400 || new URL(location, appUrl).pathname !== '/feed') {
      throw new Error(`expected the proxy to redirect /login to /feed, got ${res.status} ${location}`);
    }
  }
  const total = proxy.total();
  const byRequest = proxy.counts();

  const renders = Math.min(navigations, 10);
  await get(`${appUrl}/feed`, cookie);
  proxy.reset();
  for (let i = 0; i < renders; i++) {
    const res = await get(`${appUrl}/feed`, cookie);
    if (res.status !== 200) throw new Error(`expected /feed to render for a complete profile, got ${res.status}`);
  }
  return {
    navigation: 'GET /login signed in (complete profile) → 307 /feed',
    navigations,
    backend_requests: total,
    per_navigation: total / navigations,
    by_request: byRequest,
    feed_render_backend_requests_per_navigation: proxy.total() / renders,
    feed_render_by_request: proxy.counts(),
  };
}
