// The site images (logo, reduced logo, icons) for every page, cached on the server with a tag the
// admin screen expires (the product's 5-minute logo cache). Whatever the database answers, a page is
// served at once: a failed read falls back to what the last retry brought or to the brand files
// shipped in public/brand, and the logo's retries (3, after 1 s, 2 s and 4 s) run behind it.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { DEFAULT_SITE_IMAGES, SITE_IMAGE_TYPES, withDefaultImages, type SiteImages } from '@/lib/branding/site-images';
import { createPublicClient } from '@/lib/supabase/public';
import { AFTER_A_FAILED_READ, CACHE_TAGS, FIVE_MINUTES } from './cache-policy';
import { refreshBehind } from './refresh-behind';
import { LOGO_RETRY, dataOrThrow, isTransientFailure } from './retry';

const READ_TIMEOUT_MS = 3000;

async function readSiteImageRows() {
  const answer = await createPublicClient()
    .from('site_images')
    .select('type, url')
    .in('type', [...SITE_IMAGE_TYPES])
    .abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS));
  return dataOrThrow(answer) ?? [];
}

const retries = refreshBehind(readSiteImageRows, LOGO_RETRY);

export async function getSiteImages(): Promise<SiteImages> {
  'use cache';
  cacheTag(CACHE_TAGS.siteImages);
  try {
    const rows = await readSiteImageRows();
    cacheLife(FIVE_MINUTES);
    return withDefaultImages(rows);
  } catch (failure) {
    if (isTransientFailure(failure)) retries.start();
    console.error(`[site-images] serving ${retries.latest() ? 'the last images read' : 'the brand files'}: ${(failure as Error).message}`);
    cacheLife(AFTER_A_FAILED_READ);
    const latest = retries.latest();
    return latest ? withDefaultImages(latest) : DEFAULT_SITE_IMAGES;
  }
}
