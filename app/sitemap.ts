import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/env';
import { SITEMAP_ROUTES } from '@/lib/routes';

export default function sitemap(): MetadataRoute.Sitemap {
  return SITEMAP_ROUTES.map(({ path, changeFrequency, priority }) => ({ url: `${SITE_URL}${path}`, changeFrequency, priority }));
}
