import type { MetadataRoute } from 'next';
import { ROUTES } from '@/lib/constants';
import { SITE_URL } from '@/lib/env';

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { url: `${SITE_URL}${ROUTES.home}`, changeFrequency: 'weekly', priority: 1 },
    { url: `${SITE_URL}${ROUTES.login}`, changeFrequency: 'yearly', priority: 0.5 },
    { url: `${SITE_URL}${ROUTES.terms}`, changeFrequency: 'monthly', priority: 0.3 },
  ];
}
