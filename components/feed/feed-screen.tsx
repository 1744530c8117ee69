'use client';
// The feed's content (docs/product/social.md), rendered in the browser: /feed is a static document
// (docs/architecture/page-pattern.md), the guard and the reads run here with the browser's client
// under RLS: the first page of the chosen tab (or the one post of ?post=) and whom the viewer follows.
// On a visit that opens at /feed the shell has started that read already (lib/social/feed-first-page.ts).
import { useSearchParams } from 'next/navigation';
import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { BrowserPage } from '@/components/layout/browser-page';
import { RouteError } from '@/components/layout/route-error';
import { PageLoading } from '@/components/layout/status-fallbacks';
import type { Viewer } from '@/lib/auth/viewer';
import { CATEGORY_ADMIN } from '@/lib/constants';
import { supabaseUrl } from '@/lib/env';
import { FEED_PAGE_SIZE, type FeedPost } from '@/lib/queries/social';
import { ROUTES } from '@/lib/routes';
import { feedFirstPage, feedRequest, readFirstPage, startFeedFirstPage, type FeedRequest } from '@/lib/social/feed-first-page';
import { createClient } from '@/lib/supabase/client';
import { Composer } from './composer';
import { FeedView } from './feed-view';
import { toFeedItem } from './to-feed-item';

const useFeedRequest = (): FeedRequest => feedRequest(useSearchParams());

// A client navigation to /feed may run this module first: the read starts here when the address
// already says /feed; otherwise the screen reads when it draws.
if (typeof window !== 'undefined') startFeedFirstPage(window.location);

/** The request the document's preview draws: the first page of "Para você". */
const PREVIEWED_REQUEST = feedRequest(new URLSearchParams()).request;

/**
 * `preview`: the newest posts the document drew (components/feed/feed-preview.tsx), kept on screen
 * until the person's own first page of "Para você" arrives; another tab or a post's address shows
 * 'Carregando...' instead.
 */
export function FeedScreen({ preview }: { preview?: ReactNode }) {
  const { request } = useFeedRequest();
  const pending = request === PREVIEWED_REQUEST ? preview : undefined;
  return (
    <BrowserPage route={ROUTES.feed} pending={pending}>
      {(viewer) => <Feed viewer={viewer} pending={pending} />}
    </BrowserPage>
  );
}

type Loaded = { key: string; rows: FeedPost[]; followingIds: string[] };

function Feed({ viewer, pending }: { viewer: Viewer; pending: ReactNode }) {
  const { tab, post, request } = useFeedRequest();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [reads, setReads] = useState(0);
  const shownKey = loaded?.key ?? null;

  useEffect(() => {
    let current = true;
    const supabase = createClient();
    const readNow = () => readFirstPage(supabase, viewer.id, tab, post);
    // The read started with the visit, when it was made for this person (else, or failed: anew).
    const early = reads === 0 ? feedFirstPage.take(request) : null;
    const answer = early ? early.then((page) => (page.viewerId === viewer.id ? page : readNow()), readNow) : readNow();
    answer
      .then(({ rows, followingIds }) => {
        if (!current) return;
        const show = () => {
          setLoaded({ key: request, rows, followingIds });
          setFailed(false);
        };
        // A tab's first posts are drawn in a transition (in slices, the phone stays responsive);
        // posts read again after the person's own action are shown at once.
        if (shownKey === request) show();
        else startTransition(show);
      })
      .catch((error: Error) => {
        if (!current) return;
        console.error(`[feed] ${error.message}`);
        setFailed(true);
      });
    return () => {
      current = false;
    };
    // shownKey only chooses how the answer is drawn; it must not start a read by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, post, request, viewer.id, reads]);

  const reload = useCallback(() => setReads((n) => n + 1), []);

  if (failed) return <RouteError retry={reload} />;
  // The document's preview stays until the first answer; another tab's posts are not shown while
  // the chosen one loads.
  if (!loaded) return pending ?? <PageLoading />;
  if (loaded.key !== request) return <PageLoading />;
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
