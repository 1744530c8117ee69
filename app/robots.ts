import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/env';

// Everything behind the login redirects to /login: keep crawlers on the public pages.
const PRIVATE_PREFIXES = [
  '/admin/', '/feed', '/jobs/', '/chat', '/network', '/companies', '/profile', '/dashboard', '/notifications',
  '/category-selection', '/primeirologinusuario', '/api/', '/auth/',
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PREFIXES },
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
