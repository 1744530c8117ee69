import { cacheLife } from 'next/cache';
import Link from 'next/link';
import { SITE_NAME } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';

const LINK =
  'rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © <CurrentYear /> {SITE_NAME}. Feito no Brasil.
        </p>
        <nav aria-label="Rodapé" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link href={ROUTES.terms} className={LINK}>
            Termos de uso
          </Link>
          <Link href={ROUTES.privacy} className={LINK}>
            Privacidade
          </Link>
          <Link href={ROUTES.login} className={LINK}>
            Entrar
          </Link>
        </nav>
      </div>
    </footer>
  );
}

// The clock is read once a day, so the footer stays part of the static page.
async function CurrentYear() {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}
