// The screens whose first read the shell starts with the visit (lib/browser/early-read.ts): the
// shell's module runs as the document begins to hydrate, well before the page's own part of it,
// which waits for the shell and its reading of the viewer. Each starter checks the address itself.
import { startFeedFirstPage } from '@/lib/social/feed-first-page';

export function startRouteEarlyReads(location: Pick<Location, 'pathname' | 'search'>): void {
  startFeedFirstPage(location);
}
