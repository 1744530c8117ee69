'use client';
// The way back of a status page (not found, access restricted): '/' for a visitor, /feed for a
// signed-in person (the gate takes it from there). It is decided in the browser, from the session
// the browser already holds (no request while the token is fresh), so the status pages stay static.
// Next.js renders the root not-found page into every page's server data: a server read of the
// session here would make every page of the app render again on each request
// (docs/architecture/page-pattern.md, "What it costs").
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES } from '@/lib/routes';
import { createClient } from '@/lib/supabase/client';

type Known = 'visitor' | 'signed-in';

export function WayBack() {
  const [known, setKnown] = useState<Known | null>(null);
  useEffect(() => {
    let live = true;
    createClient()
      .auth.getSession()
      .then(
        ({ data }) => live && setKnown(data.session ? 'signed-in' : 'visitor'),
        () => live && setKnown('visitor'),
      );
    return () => {
      live = false;
    };
  }, []);
  if (known === null) return <Skeleton className="mt-8 h-10 w-44 rounded-lg" />;
  return known === 'signed-in' ? (
    <Link href={ROUTES.feed} className={buttonVariants({ className: 'mt-8' })}>
      Voltar para o feed
    </Link>
  ) : (
    <Link href={ROUTES.home} className={buttonVariants({ className: 'mt-8' })}>
      Ir para a página inicial
    </Link>
  );
}
