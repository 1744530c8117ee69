import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FeedScreen } from '@/components/feed/feed-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Feed' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the person's posts are read in the browser.
export default function FeedPage() {
  return (
    <Screen title="Feed" description="As publicações de quem você segue e de toda a comunidade.">
      <div className="mx-auto max-w-2xl">
        <Suspense fallback={<PageLoading />}>
          <FeedScreen />
        </Suspense>
      </div>
    </Screen>
  );
}
