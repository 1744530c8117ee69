'use client';
// The page guard of a screen rendered in the browser (docs/architecture/page-pattern.md), the same
// checks as lib/auth/page-access.ts makes on the server, with the shell's reading of the viewer:
// a blocked account is signed out, the gate's forced redirects apply, and a route the database's
// category may not open shows 'Acesso restrito'. The proxy has already checked the token before
// the document was served, and RLS decides what any read returns; this keeps the screen honest
// when the database and the token disagree (an administrator demoted within the hour).
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { pageVerdict } from '@/lib/auth/page-verdict';
import { checkViewerAgain } from '@/lib/auth/viewer-events';
import type { Viewer } from '@/lib/auth/viewer';
import type { ProfileSummary } from '@/lib/profile/own-row';
import { ROUTES, type PageRoute } from '@/lib/routes';
import { AccessRestrictedFrame } from './access-restricted-frame';
import { RouteError } from './route-error';
import { PageLoading } from './status-fallbacks';
import { useViewerContext } from './viewer-provider';

/** Where this document is already leaving for (a full navigation: the module starts anew after it). */
let leavingTo: string | null = null;

/**
 * A full navigation, once per document: a second call (the screen left behind, still mounted for
 * the back button, reaches the same verdict) would cancel the first, and its answer (the reason
 * shown on /login) with it.
 */
function leaveDocumentOnce(to: string): void {
  if (leavingTo === to) return;
  leavingTo = to;
  window.location.replace(to);
}

/**
 * Renders `children` with the viewer once the route is theirs to open; 'Carregando...' until then
 * (or `pending`, what the screen's document drew before any read: the feed's preview), 'Acesso
 * restrito' or the error page with a retry otherwise.
 */
export function BrowserPage({
  route,
  children,
  pending,
}: {
  route: PageRoute;
  children: (viewer: Viewer, profile: ProfileSummary | null) => ReactNode;
  pending?: ReactNode;
}) {
  const { state } = useViewerContext();
  const router = useRouter();
  const verdict = pageVerdict(state, route);
  const to = verdict.kind === 'leave' ? verdict.to : null;
  const hard = verdict.kind === 'leave' && verdict.hard;
  useEffect(() => {
    if (!to) return;
    if (hard) leaveDocumentOnce(to);
    else router.replace(to);
  }, [to, hard, router]);
  // Every screen that opens asks what the database says about the account now: the shell's row is
  // from the start of the visit, and a blocked account or a changed category decides this page.
  useEffect(() => checkViewerAgain(), [route]);
  // A retry reloads the document: the shell reads the viewer again.
  const [retrying, setRetrying] = useState(false);

  switch (verdict.kind) {
    case 'allowed':
      return children(verdict.viewer, verdict.profile);
    case 'denied':
      return (
        <AccessRestrictedFrame
          action={
            <Link href={ROUTES.feed} className={buttonVariants({ className: 'mt-8' })}>
              Voltar para o feed
            </Link>
          }
        />
      );
    case 'error':
      return retrying ? (
        <PageLoading />
      ) : (
        <RouteError
          retry={() => {
            setRetrying(true);
            window.location.reload();
          }}
        />
      );
    case 'wait':
      return pending ?? <PageLoading />;
    default:
      return <PageLoading />;
  }
}
