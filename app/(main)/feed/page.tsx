import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Composer } from '@/components/feed/composer';
import { FeedView } from '@/components/feed/feed-view';
import { toFeedItem } from '@/components/feed/to-feed-item';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { CATEGORY_ADMIN } from '@/lib/constants';
import { FEED_PAGE_SIZE, getFeedPage, getFollowingIds } from '@/lib/data/social';
import { supabaseUrl } from '@/lib/env';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Feed' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function FeedPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Screen title="Feed" description="As publicações de quem você segue e de toda a comunidade.">
      <div className="mx-auto max-w-2xl">
        <Suspense fallback={<PageLoading />}>
          <Feed searchParams={searchParams} />
        </Suspense>
      </div>
    </Screen>
  );
}

async function Feed({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requirePageAccess(ROUTES.feed);
  const params = await searchParams;
  const tab = params.tab === 'seguindo' ? 'following' : 'all';
  const post = typeof params.post === 'string' && UUID.test(params.post) ? params.post : undefined;
  const [rows, followingIds] = await Promise.all([getFeedPage(tab, null, post), getFollowingIds(viewer.id)]);
  const url = supabaseUrl();
  return (
    <div className="grid gap-4">
      <Composer userId={viewer.id} />
      <FeedView
        // a new first post (after publishing or "Novas publicações") starts the list over
        key={`${tab}:${post ?? ''}:${rows[0]?.id ?? ''}:${rows[0]?.updated_at ?? ''}`}
        tab={tab}
        initial={rows.map((r) => toFeedItem(r, url))}
        pageSize={post ? rows.length + 1 : FEED_PAGE_SIZE}
        viewerId={viewer.id}
        isAdmin={viewer.category === CATEGORY_ADMIN}
        followingIds={followingIds}
        supabaseUrl={url}
        openPost={post}
      />
    </div>
  );
}
