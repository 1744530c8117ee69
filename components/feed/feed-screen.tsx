'use client';
// The feed's content (docs/product/social.md), rendered in the browser: /feed is a static document
// (docs/architecture/page-pattern.md), the guard and the reads run here with the browser's client
// under RLS: the first page of the chosen tab (or the one post of ?post=) and whom the viewer follows.
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { BrowserPage } from '@/components/layout/browser-page';
import { RouteError } from '@/components/layout/route-error';
import { PageLoading } from '@/components/layout/status-fallbacks';
import type { Viewer } from '@/lib/auth/viewer';
import { CATEGORY_ADMIN } from '@/lib/constants';
import { supabaseUrl } from '@/lib/env';
import { FEED_PAGE_SIZE, readFeedPage, readFollowingIds, type FeedPost, type FeedTab } from '@/lib/queries/social';
import { ROUTES } from '@/lib/routes';
import { createClient } from '@/lib/supabase/client';
import { Composer } from './composer';
import { FeedView } from './feed-view';
import { toFeedItem } from './to-feed-item';
import { isUuid } from '@/lib/validation/uuid';

export function FeedScreen() {
  return <BrowserPage route={ROUTES.feed}>{(viewer) => <Feed viewer={viewer} />}</BrowserPage>;
}

type Loaded = { key: string; rows: FeedPost[]; followingIds: string[] };

function Feed({ viewer }: { viewer: Viewer }) {
  const params = useSearchParams();
  const tab: FeedTab = params.get('tab') === 'seguindo' ? 'following' : 'all';
  const rawPost = params.get('post');
  const post = rawPost && isUuid(rawPost) ? rawPost : undefined;
  const request = `${tab}:${post ?? ''}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    const supabase = createClient();
    Promise.all([readFeedPage(supabase, tab, null, post), readFollowingIds(supabase, viewer.id)])
      .then(([rows, followingIds]) => {
        if (!current) return;
        setLoaded({ key: request, rows, followingIds });
        setFailed(false);
      })
      .catch((error: Error) => {
        if (!current) return;
        console.error(`[feed] ${error.message}`);
        setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [tab, post, request, viewer.id, reads]);

  const reload = useCallback(() => setReads((n) => n + 1), []);

  if (failed) return <RouteError retry={reload} />;
  // Another tab's posts are not shown while the chosen one loads.
  if (!loaded || loaded.key !== request) return <PageLoading />;
  const { rows, followingIds } = loaded;
  const url = supabaseUrl();
  return (
    <div className="grid gap-4">
      <Composer userId={viewer.id} onPublished={reload} />
      <FeedView
        // a new first post (after publishing or "Novas publicações") starts the list over
        key={`${request}:${rows[0]?.id ?? ''}:${rows[0]?.updated_at ?? ''}`}
        tab={tab}
        initial={rows.map((r) => toFeedItem(r, url))}
        pageSize={post ? rows.length + 1 : FEED_PAGE_SIZE}
        viewerId={viewer.id}
        isAdmin={viewer.category === CATEGORY_ADMIN}
        followingIds={followingIds}
        supabaseUrl={url}
        openPost={post}
        onRefresh={reload}
      />
    </div>
  );
}
