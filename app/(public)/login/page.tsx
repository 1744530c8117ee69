import { ArrowLeftIcon } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthAside } from '@/components/auth/auth-aside';
import { LoginForm } from '@/components/auth/login-form';
import { SignUpTrigger } from '@/components/auth/sign-up-trigger';
import { BrandLogo } from '@/components/landing/brand-logo';
import { LoginReasonToast } from '@/components/layout/login-reason-toast';
import { OG_IMAGE } from '@/lib/branding/metadata';
import { SITE_NAME } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { getSiteImages } from '@/lib/data/site-images';

const DESCRIPTION = `Acesse sua conta na ${SITE_NAME} e acompanhe oportunidades, candidaturas e conversas.`;

export const metadata: Metadata = {
  title: 'Entrar',
  description: DESCRIPTION,
  alternates: { canonical: ROUTES.login },
  openGraph: { title: `Entrar | ${SITE_NAME}`, description: DESCRIPTION, url: ROUTES.login, images: [{ ...OG_IMAGE, alt: SITE_NAME }] },
};

export default async function LoginPage() {
  const images = await getSiteImages();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1fr_1.1fr]">
      <LoginReasonToast />
      <AuthAside reducedLogoSrc={images.reduced_logo} />
      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <BrandLogo src={images.logo} className="lg:invisible" />
          <Link
            href={ROUTES.home}
            className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            Início
          </Link>
        </div>

        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col pt-12 pb-10 sm:justify-center sm:py-10">
          <h1 className="text-3xl font-bold tracking-tight">Entrar</h1>
          <p className="mt-2 text-muted-foreground">Que bom ver você de novo! Informe seu e-mail e sua senha.</p>
          <div className="mt-8">
            <LoginForm />
          </div>
          <p className="mt-8 text-center text-sm text-muted-foreground">
            Ainda não tem uma conta?{' '}
            <SignUpTrigger variant="link" className="h-auto p-0 font-semibold">
              Criar conta
            </SignUpTrigger>
          </p>
        </div>
      </main>
    </div>
  );
}
