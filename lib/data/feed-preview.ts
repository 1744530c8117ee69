// The feed's preview (docs/product/social.md, "The first paint"): the newest posts of "Para você"
// as every signed-in person reads them, drawn by the server inside the static /feed document, so
// a phone shows posts with the document's first paint instead of after its scripts and reads.
// The browser's own read (RLS, the person's likes and tab) replaces them as soon as it answers.
// Read with the server's key through public.feed_preview(), which only the service role may call
// and which returns what the posts' read policy lets any signed-in person see.
import 'server-only';
import { cacheLife, cacheTag, updateTag } from 'next/cache';
import { createAdminClient } from '@/lib/supabase/admin';
import type { FeedPost } from '@/lib/queries/social';
import { AFTER_A_FAILED_READ, CACHE_TAGS, FEED_PREVIEW_LIFE } from './cache-policy';
import { dataOrThrow } from './retry';

/** What a phone's first screen shows of the feed, under the composer and the tabs. */
export const FEED_PREVIEW_SIZE = 3;

const READ_TIMEOUT_MS = 3000;

export async function getFeedPreview(): Promise<FeedPost[]> {
  'use cache';
  cacheTag(CACHE_TAGS.feedPreview);
  try {
    const answer = await createAdminClient()
      .rpc('feed_preview', { page_size: FEED_PREVIEW_SIZE })
      .abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS));
    const rows = dataOrThrow(answer) ?? [];
    cacheLife(FEED_PREVIEW_LIFE);
    return rows;
  } catch (failure) {
    // No preview: the page shows 'Carregando...' until the browser's read, as without one.
    console.error(`[feed-preview] drawn without posts: ${(failure as Error).message}`);
    cacheLife(AFTER_A_FAILED_READ);
    return [];
  }
}

/**
 * After a post leaves the feed (deleted, edited, removed by moderation, its author blocked or
 * deleted): the next /feed document is drawn without it. Server actions only.
 */
export function expireFeedPreview(): void {
  updateTag(CACHE_TAGS.feedPreview);
}
