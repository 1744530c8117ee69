'use client';
// The feed as the /feed document draws it before the browser has read anything (docs/product/
// social.md, "The first paint"): the composer, the tabs and the newest posts of "Para você" that
// the server read for everyone (lib/data/feed-preview.ts), in the very components the feed uses,
// so nothing moves when the person's own posts replace them. Inert until then: nothing in it can
// be focused or pressed, and a screen reader hears 'Carregando...'.
import type { FeedPost } from '@/lib/queries/social';
import { supabaseUrl } from '@/lib/env';
import { Composer } from './composer';
import { FeedTabs } from './feed-tabs';
import { PostCard } from './post-card';
import { toFeedItem } from './to-feed-item';

const nothing = () => {};

export function FeedPreview({ rows }: { rows: FeedPost[] }) {
  const url = supabaseUrl();
  return (
    <div className="relative">
      <p role="status" className="sr-only">
        Carregando...
      </p>
      <div inert aria-hidden className="grid gap-4" data-feed-preview="">
        <Composer userId="" onPublished={nothing} />
        <div className="grid grid-cols-1 gap-4">
          <FeedTabs tab="all" />
          {rows.map((row) => (
            <PostCard key={row.id} post={toFeedItem(row, url)} viewerId="" isAdmin={false} onDeleted={nothing} preview />
          ))}
        </div>
      </div>
    </div>
  );
}
