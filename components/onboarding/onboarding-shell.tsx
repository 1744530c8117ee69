import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/landing/brand-logo';
import { AuthListener } from '@/components/layout/auth-listener';
import { SignOutButton } from '@/components/layout/sign-out-button';
import { getSiteImages } from '@/lib/data/site-images';

/** A calm frame for the first steps: the logo, 'Sair', and one centred column. */
export async function OnboardingShell({ children }: { children: ReactNode }) {
  const { logo } = await getSiteImages();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <AuthListener />
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4 sm:px-6">
          <BrandLogo src={logo} />
          <SignOutButton />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-14">{children}</main>
    </div>
  );
}
