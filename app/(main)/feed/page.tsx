import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FeedPreview } from '@/components/feed/feed-preview';
import { FeedScreen } from '@/components/feed/feed-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { getFeedPreview } from '@/lib/data/feed-preview';

export const metadata: Metadata = { title: 'Feed' };

// A static document (docs/architecture/page-pattern.md): the frame and the feed's preview (the
// newest posts, from the server cache) are prerendered; the guard and the person's posts are read
// in the browser, and replace the preview when they arrive.
export default function FeedPage() {
  return (
    <Screen title="Feed" description="As publicações de quem você segue e de toda a comunidade.">
      <div className="mx-auto max-w-2xl">
        <FeedWithPreview />
      </div>
    </Screen>
  );
}

async function FeedWithPreview() {
  const rows = await getFeedPreview();
  const preview = rows.length > 0 ? <FeedPreview rows={rows} /> : undefined;
  return (
    <Suspense fallback={preview ?? <PageLoading />}>
      <FeedScreen preview={preview} />
    </Suspense>
  );
}
