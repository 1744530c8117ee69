import { ShieldXIcon } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/lib/routes';

/** The page of a route the user's category may not open (docs/product/routes.md, "Access denied"). */
export function AccessRestricted() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <ShieldXIcon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight">Acesso restrito</h1>
      <p className="mt-2 text-muted-foreground">
        Seu perfil não tem permissão para acessar esta página. Se você acha que isso é um engano, fale com a equipe de suporte.
      </p>
      <Link href={ROUTES.feed} className={buttonVariants({ className: 'mt-8' })}>
        Voltar para o feed
      </Link>
    </section>
  );
}
