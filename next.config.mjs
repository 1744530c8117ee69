/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `ws` is only the Node 20 WebSocket transport for supabase-js on the server; bundling it breaks
  // its optional native add-ons, so Node loads it from node_modules.
  serverExternalPackages: ['ws'],
};

export default nextConfig;
