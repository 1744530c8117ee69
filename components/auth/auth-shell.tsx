import { ArrowLeftIcon } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AuthAside } from '@/components/auth/auth-aside';
import { BrandLogo } from '@/components/landing/brand-logo';
import { getSiteImages } from '@/lib/data/site-images';
import { ROUTES } from '@/lib/routes';

/** The two-column frame of /login, shared by the password-recovery screens. */
export async function AuthShell({
  title,
  description,
  back = { href: ROUTES.login, label: 'Voltar para o login' },
  children,
}: {
  title: string;
  description: ReactNode;
  /** The link back at the top; null for none (the two-step code step, which /login would send back here). */
  back?: { href: string; label: string } | null;
  children: ReactNode;
}) {
  const images = await getSiteImages();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1fr_1.1fr]">
      <AuthAside reducedLogoSrc={images.reduced_logo} />
      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between gap-4">
          <BrandLogo src={images.logo} className="lg:invisible" />
          {back ? (
            <Link
              href={back.href}
              className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <ArrowLeftIcon aria-hidden="true" className="size-4" />
              {back.label}
            </Link>
          ) : null}
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col pt-12 pb-10 sm:justify-center sm:py-10">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <div className="mt-2 text-muted-foreground">{description}</div>
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
