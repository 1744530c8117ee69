import { SearchXIcon } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/lib/routes';

/** What a screen shows for a record that does not exist (a malformed or unknown id). */
export function PageNotFound() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
        <SearchXIcon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight">Página não encontrada</h1>
      <p className="mt-2 text-muted-foreground">O endereço pode estar incorreto ou o conteúdo não existe mais.</p>
      <Link href={ROUTES.feed} className={buttonVariants({ className: 'mt-8' })}>
        Voltar para o feed
      </Link>
    </section>
  );
}
