import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/env';
import { CRAWLER_DISALLOWED_PREFIXES } from '@/lib/routes';

// Everything behind the login redirects to /login: keep crawlers on the public pages.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: CRAWLER_DISALLOWED_PREFIXES },
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
