// The feed's first page (docs/product/social.md): the chosen tab's first posts, or the one post of
// ?post=, and whom the viewer follows, read in the browser under RLS. A visit that opens at /feed
// starts this read from the shell, beside the viewer's reading (lib/browser/route-early-reads.ts):
// the posts are the page's largest paint, and the screen's own module only runs once the page's
// part of the document hydrates, after the shell has read the viewer. The screen takes the answer
// with `feedFirstPage.take(request)`.
import { earlyRead } from '@/lib/browser/early-read';
import { readFeedPage, readFollowingIds, type FeedPost, type FeedTab } from '@/lib/queries/social';
import { ROUTES } from '@/lib/routes';
import { createClient } from '@/lib/supabase/client';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { isUuid } from '@/lib/validation/uuid';

export type FirstPage = { viewerId: string; rows: FeedPost[]; followingIds: string[] };

export type FeedRequest = { tab: FeedTab; post: string | undefined; request: string };

/** What an address asks the feed for: the tab, the one post of ?post=, and a key for both. */
export function feedRequest(params: Pick<URLSearchParams, 'get'>): FeedRequest {
  const tab: FeedTab = params.get('tab') === 'seguindo' ? 'following' : 'all';
  const rawPost = params.get('post');
  const post = rawPost && isUuid(rawPost) ? rawPost : undefined;
  return { tab, post, request: `${tab}:${post ?? ''}` };
}

export async function readFirstPage(supabase: TypedSupabaseClient, viewerId: string, tab: FeedTab, post?: string): Promise<FirstPage> {
  const [rows, followingIds] = await Promise.all([readFeedPage(supabase, tab, null, post), readFollowingIds(supabase, viewerId)]);
  return { viewerId, rows, followingIds };
}

/** The first page read ahead of the screen, taken once by its request key. */
export const feedFirstPage = earlyRead<FirstPage>();

/**
 * Starts the first page's read when the browser is at /feed (once per request key while it is
 * fresh). The session is the one the browser holds; the guard still decides whether the feed is
 * drawn, and RLS what the read returns.
 */
export function startFeedFirstPage(location: Pick<Location, 'pathname' | 'search'>): void {
  if (location.pathname !== ROUTES.feed) return;
  const { tab, post, request } = feedRequest(new URLSearchParams(location.search));
  feedFirstPage.start(request, async () => {
    const supabase = createClient();
    const { data } = await supabase.auth.getSession();
    const viewerId = data.session?.user.id;
    if (!viewerId) throw new Error('sem sessão');
    return readFirstPage(supabase, viewerId, tab, post);
  });
}
