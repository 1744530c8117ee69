/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `ws` is only the Node 20 WebSocket transport for supabase-js on the server; bundling it breaks
  // its optional native add-ons, so Node loads it from node_modules.
  serverExternalPackages: ['ws'],
  // forbidden() and forbidden.tsx: a route the user's category may not open answers 403
  // ("Acesso restrito", decided on the server).
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
