// Server-side read of the site images, cached with a tag the admin screen revalidates. The
// defaults in public/brand keep every page working while the database is down or empty.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { SITE_IMAGES_CACHE_TAG, SITE_IMAGES_REVALIDATE_SECONDS } from '@/lib/constants';
import { DEFAULT_SITE_IMAGES, SITE_IMAGE_TYPES, withDefaultImages, type SiteImages } from '@/lib/branding/site-images';
import { IS_DEVELOPMENT } from '@/lib/env';
import { createPublicClient } from '@/lib/supabase/public';

const READ_TIMEOUT_MS = 3000;

// Throws on failure so that a failed read is never cached.
const readSiteImageRows = unstable_cache(
  async () => {
    const { data, error } = await createPublicClient()
      .from('site_images')
      .select('type, url')
      .in('type', [...SITE_IMAGE_TYPES])
      .abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS));
    if (error) throw new Error(error.message);
    return data ?? [];
  },
  ['site-images'],
  { tags: [SITE_IMAGES_CACHE_TAG], revalidate: SITE_IMAGES_REVALIDATE_SECONDS },
);

export async function getSiteImages(): Promise<SiteImages> {
  try {
    return withDefaultImages(await readSiteImageRows());
  } catch (error) {
    if (IS_DEVELOPMENT) {
      console.warn(`[site-images] using the defaults in public/brand: ${(error as Error).message}`);
    }
    return DEFAULT_SITE_IMAGES;
  }
}
