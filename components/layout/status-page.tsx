// The status pages of the server (not found, access restricted): the frame of status-page-frame.tsx
// with the way back, which depends on who is asking, so it streams: a visitor goes to '/', a
// signed-in person to /feed.
import Link from 'next/link';
import { Suspense } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getViewer } from '@/lib/data/viewer';
import { ROUTES } from '@/lib/routes';
import { StatusPageFrame, type StatusPageProps } from './status-page-frame';

export type { StatusPageProps };

export function StatusPage(props: StatusPageProps) {
  return <StatusPageFrame {...props} action={<StreamedWayBack />} />;
}

/** The way back of a status page, in its own boundary: it reads the session. */
export function StreamedWayBack() {
  return (
    <Suspense fallback={<Skeleton className="mt-8 h-10 w-44 rounded-lg" />}>
      <WayBack />
    </Suspense>
  );
}

/** '/' for a visitor, /feed for a signed-in person (the gate takes it from there). */
async function WayBack() {
  const viewer = await getViewer();
  return viewer ? (
    <Link href={ROUTES.feed} className={buttonVariants({ className: 'mt-8' })}>
      Voltar para o feed
    </Link>
  ) : (
    <Link href={ROUTES.home} className={buttonVariants({ className: 'mt-8' })}>
      Ir para a página inicial
    </Link>
  );
}
