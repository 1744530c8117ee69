// Metadata pieces built from the site images (icons, manifest icons, Open Graph image).
import type { Metadata, MetadataRoute } from 'next';
import { imageMimeType, type SiteImages } from './site-images';

/** The Open Graph card image (1200×630), a static file. */
export const OG_IMAGE = { url: '/brand/og-image.png', width: 1200, height: 630 } as const;

export function iconsMetadata(images: SiteImages): NonNullable<Metadata['icons']> {
  const icon = (url: string, sizes: string) => ({ url, sizes, type: imageMimeType(url) });
  return {
    icon: [icon(images['favicon-32x32'], '32x32'), icon(images['favicon-16x16'], '16x16')],
    apple: [icon(images['apple-touch-icon'], '180x180')],
  };
}

export function manifestIcons(images: SiteImages): NonNullable<MetadataRoute.Manifest['icons']> {
  return [
    { src: images['android-chrome-192x192'], sizes: '192x192', type: imageMimeType(images['android-chrome-192x192']), purpose: 'any' },
    { src: images['android-chrome-512x512'], sizes: '512x512', type: imageMimeType(images['android-chrome-512x512']), purpose: 'any' },
  ];
}
