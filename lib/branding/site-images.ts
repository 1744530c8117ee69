// The site images (`site_images`, docs/domain/model.md) and their defaults in public/brand.

export const SITE_IMAGE_TYPES = [
  'logo',
  'reduced_logo',
  'favicon-16x16',
  'favicon-32x32',
  'apple-touch-icon',
  'android-chrome-192x192',
  'android-chrome-512x512',
] as const;

export type SiteImageType = (typeof SITE_IMAGE_TYPES)[number];
export type SiteImages = Readonly<Record<SiteImageType, string>>;

export const DEFAULT_SITE_IMAGES: SiteImages = {
  logo: '/brand/logo.svg',
  reduced_logo: '/brand/logo-reduced.svg',
  'favicon-16x16': '/brand/favicon-16x16.png',
  'favicon-32x32': '/brand/favicon-32x32.png',
  'apple-touch-icon': '/brand/apple-touch-icon.png',
  'android-chrome-192x192': '/brand/android-chrome-192x192.png',
  'android-chrome-512x512': '/brand/android-chrome-512x512.png',
};

const isSiteImageType = (type: string): type is SiteImageType => (SITE_IMAGE_TYPES as readonly string[]).includes(type);

/** Absolute http(s) URLs or root-relative paths; anything else ('//host', 'javascript:') is ignored. */
export function isUsableImageUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  const value = url.trim();
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Stored rows over the defaults: a missing, unknown or unusable row keeps the default. */
export function withDefaultImages(rows: readonly { type: string; url: string | null }[] | null | undefined): SiteImages {
  const images: Record<SiteImageType, string> = { ...DEFAULT_SITE_IMAGES };
  for (const row of rows ?? []) {
    if (isSiteImageType(row.type) && isUsableImageUrl(row.url)) images[row.type] = row.url.trim();
  }
  return images;
}

/** A MIME type for an icon link, from the URL's extension (PNG when unknown). */
export function imageMimeType(url: string): string {
  const extension = url.split(/[?#]/)[0].split('.').pop()?.toLowerCase();
  switch (extension) {
    case 'svg':
      return 'image/svg+xml';
    case 'ico':
      return 'image/x-icon';
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'webp':
      return 'image/webp';
    default:
      return 'image/png';
  }
}
