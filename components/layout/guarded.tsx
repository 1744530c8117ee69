// A page's content behind its access check (docs/architecture/page-pattern.md): streamed in its own
// Suspense boundary, so the page's frame (title, description) is part of the static shell and the
// check runs per request. Content that needs the viewer calls requirePageAccess itself.
import { Suspense, type ReactNode } from 'react';
import { requirePageAccess } from '@/lib/auth/page-access';
import type { PageRoute } from '@/lib/routes';
import { PageLoading } from './status-fallbacks';

export function Guarded({ route, children, fallback = <PageLoading /> }: { route: PageRoute; children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AccessCheck route={route}>{children}</AccessCheck>
    </Suspense>
  );
}

async function AccessCheck({ route, children }: { route: PageRoute; children: ReactNode }) {
  await requirePageAccess(route);
  return children;
}
