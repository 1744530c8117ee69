import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Partial prerendering (docs/architecture/page-pattern.md): every page is a static shell, cached
  // data marked with 'use cache', and the user's parts streamed in Suspense boundaries.
  cacheComponents: true,
  // Partial Prefetching would run a second, "runtime" prerender of every signed-in page on each
  // request (to embed a per-session shell for the client router): twice the server work per page
  // view. Links prefetch the static shell, and the user's parts stream on navigation.
  partialPrefetching: false,
  // 'use cache' entries live in each process's memory (Next's default handler); with
  // SHARED_CACHE_TAGS=1 an updateTag() on one instance expires the tag on every other within about
  // a second, through the `cache_tag_invalidations` table (cache-handler.mjs,
  // docs/architecture/quality.md "More than one instance"). Without it: the default handler.
  cacheHandlers: {
    default: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
    remote: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
  },
  // `ws` is only the Node 20 WebSocket transport for supabase-js on the server; bundling it breaks
  // its optional native add-ons, so Node loads it from node_modules.
  serverExternalPackages: ['ws'],
  // forbidden() and forbidden.tsx: a route the user's category may not open shows "Acesso restrito"
  // (with status 403 when the proxy decides it, docs/product/routes.md).
  experimental: { authInterrupts: true },
  // The image optimizer (/_next/image) may only fetch the brand files shipped in public/brand/:
  // the app renders no other image through it (profile pictures come from Storage as they are).
  // Any other `url` (an app route such as /feed, another host) answers 400, never 500.
  images: {
    localPatterns: [{ pathname: '/brand/**', search: '' }],
    remotePatterns: [],
  },
};

export default nextConfig;
