'use client';
// The feed: tabs "Seguindo" / "Para você" (links: the tab is in the URL), the
// posts, "Carregar mais" (keyset), and the "Novas publicações" pill when someone the viewer's tab
// includes publishes (Realtime), without reloading.
import { ArrowUpIcon } from 'lucide-react';
import { useEffect, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from 'sonner';
import { readFeedPage } from '@/lib/queries/social';
import { createClient } from '@/lib/supabase/client';
import { FeedTabs } from './feed-tabs';
import { PostCard } from './post-card';
import type { FeedItem } from './post-types';
import { toFeedItem } from './to-feed-item';

type Props = {
  tab: 'following' | 'all';
  initial: FeedItem[];
  pageSize: number;
  viewerId: string;
  isAdmin: boolean;
  followingIds: string[];
  supabaseUrl: string;
  openPost?: string;
  /** Reads the first page again ("Novas publicações"). */
  onRefresh: () => void;
};

export function FeedView({ tab, initial, pageSize, viewerId, isAdmin, followingIds, supabaseUrl, openPost, onRefresh }: Props) {
  const [posts, setPosts] = useState(initial);
  const [done, setDone] = useState(initial.length < pageSize);
  const [fresh, setFresh] = useState(0);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const supabase = createClient();
    const watched = new Set(followingIds);
    const channel = supabase
      .channel(`feed:${viewerId}:${Math.random().toString(36).slice(2)}`)
      .on<{ author_id: string }>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, (payload) => {
        const author = payload.new.author_id;
        if (author === viewerId) return;
        if (tab === 'following' && !watched.has(author)) return;
        setFresh((n) => n + 1);
      })
      .subscribe();
    return () => void supabase.removeChannel(channel);
  }, [tab, viewerId, followingIds]);

  function loadMore() {
    const last = posts.at(-1);
    if (!last) return;
    startTransition(async () => {
      try {
        const rows = await readFeedPage(createClient(), tab, { createdAt: last.created_at, id: last.id });
        const seen = new Set(posts.map((p) => p.id));
        setPosts((list) => [...list, ...rows.filter((p) => !seen.has(p.id)).map((p) => toFeedItem(p, supabaseUrl))]);
        if (rows.length < pageSize) setDone(true);
      } catch {
        toast.error('Não foi possível carregar mais publicações', { description: 'Verifique sua conexão e tente novamente.' });
      }
    });
  }

  function showFresh() {
    setFresh(0);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    onRefresh();
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <FeedTabs tab={tab} />

      {fresh > 0 ? (
        <div className="sticky top-20 z-10 flex justify-center">
          <Button type="button" size="sm" className="rounded-full shadow-md" onClick={showFresh}>
            <ArrowUpIcon aria-hidden />
            Novas publicações
          </Button>
        </div>
      ) : null}

      {posts.length === 0 ? (
        <div className="rounded-2xl border border-dashed bg-background px-6 py-12 text-center">
          <p className="font-semibold">Nenhuma publicação por aqui ainda.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {tab === 'following' ? 'Siga pessoas em Minha rede para ver o que elas publicam.' : 'Seja a primeira pessoa a publicar.'}
          </p>
        </div>
      ) : (
        posts.map((post) => (
          <PostCard
            key={post.id}
            post={post}
            viewerId={viewerId}
            isAdmin={isAdmin}
            openComments={post.id === openPost}
            onDeleted={(id) => setPosts((list) => list.filter((p) => p.id !== id))}
          />
        ))
      )}

      {!done && posts.length > 0 ? (
        <div className="flex justify-center">
          <Button type="button" variant="outline" onClick={loadMore} disabled={pending} aria-busy={pending}>
            {pending ? <Spinner /> : null}
            Carregar mais
          </Button>
        </div>
      ) : null}
    </div>
  );
}
