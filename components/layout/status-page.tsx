// The one design of the pages that end a visit somewhere unexpected (docs/product/layout.md,
// "Not found and access restricted"): an icon, a heading, a sentence, and the way back. The way
// back depends on who is asking, so it streams: a visitor goes to '/', a signed-in person to /feed.
import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getViewer } from '@/lib/data/viewer';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';
import { DocumentTitle } from './document-title';

export type StatusPageProps = {
  icon: ReactNode;
  tone: 'neutral' | 'danger';
  title: string;
  description: string;
};

export function StatusPage({ icon, tone, title, description }: StatusPageProps) {
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <DocumentTitle title={title} />
      <span
        className={cn(
          'flex size-16 items-center justify-center rounded-2xl [&_svg]:size-8',
          tone === 'danger' ? 'bg-destructive/10 text-destructive' : 'bg-secondary text-secondary-foreground',
        )}
      >
        {icon}
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      <p className="mt-3 text-pretty text-muted-foreground">{description}</p>
      <Suspense fallback={<Skeleton className="mt-8 h-10 w-44 rounded-lg" />}>
        <WayBack />
      </Suspense>
    </section>
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
