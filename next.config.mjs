import { fileURLToPath } from 'node:url';
import compileHints from './lib/build/compile-hints.cjs';

// Browser headers of every response (docs/security.md, "Browser headers"). The Content-Security-
// Policy carries a per-request nonce, so proxy.ts sets it (lib/http/content-security-policy.ts).
const securityHeaders = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
  },
  // Browsers ignore it over plain HTTP (localhost); a deployment behind HTTPS keeps to HTTPS for two years.
  ...(process.env.NODE_ENV === 'production' ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // An ETag is a hash of the whole document, computed on every response; every signed-in page carries
  // the request's CSP nonce, so no two responses match and a revalidation never answers 304. Off:
  // about 5 % of the server's work per page view (docs/architecture/quality.md).
  generateEtags: false,
  // Next.js's file-system page cache, recording the inline scripts of each stored document for the
  // Content-Security-Policy (lib/http/page-cache-handler.cjs).
  cacheHandler: fileURLToPath(new URL('./lib/http/page-cache-handler.cjs', import.meta.url)),
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
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
  // The scripts every document loads are compiled while they stream in, off the main thread
  // (lib/build/compile-hints.cjs; docs/architecture/quality.md, "Compile hints").
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      const marked = compileHints.markStartupScripts(distDir);
      console.log(`compile hints: ${marked.length} startup scripts`);
    },
  },
  // The image optimizer (/_next/image) may only fetch the brand files shipped in public/brand/:
  // the app renders no other image through it (profile pictures come from Storage as they are).
  // Any other `url` (an app route such as /feed, another host) answers 400, never 500.
  images: {
    localPatterns: [{ pathname: '/brand/**', search: '' }],
    remotePatterns: [],
  },
};

export default nextConfig;
