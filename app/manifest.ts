import type { MetadataRoute } from 'next';
import { manifestIcons } from '@/lib/branding/metadata';
import { SITE_DESCRIPTION, SITE_NAME, SITE_SHORT_NAME } from '@/lib/constants';
import { getSiteImages } from '@/lib/data/site-images';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const images = await getSiteImages();
  return {
    name: SITE_NAME,
    short_name: SITE_SHORT_NAME,
    description: SITE_DESCRIPTION,
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#000000',
    icons: manifestIcons(images),
  };
}
