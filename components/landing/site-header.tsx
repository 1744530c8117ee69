import Link from 'next/link';
import { SignUpTrigger } from '@/components/auth/sign-up-trigger';
import { buttonVariants } from '@/components/ui/button';
import { ROUTES } from '@/lib/routes';
import { BrandLogo } from './brand-logo';

export function SiteHeader({ logoSrc }: { logoSrc: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo src={logoSrc} />
        <nav aria-label="Acesso" className="flex items-center gap-2">
          <SignUpTrigger variant="ghost" className="hidden sm:inline-flex">
            Criar conta
          </SignUpTrigger>
          <Link href={ROUTES.login} className={buttonVariants({ variant: 'outline' })}>
            Entrar
          </Link>
        </nav>
      </div>
    </header>
  );
}
