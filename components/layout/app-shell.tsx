// The signed-in app's frame (docs/product/layout.md): a sticky top bar and a sidebar 64 units
// wide, fixed on large screens and a sheet over an overlay on small ones (w-64 / lg:pl-64:
// Tailwind needs the literal class; the value is SIDEBAR_WIDTH of lib/constants). Nothing here
// reads the request: the frame and the logo come from the server cache, so the whole frame is part
// of the static document. The person's parts (top bar actions, the sidebar's entries, the terms
// prompt) are drawn in the browser from the viewer, the menu and the terms' version it reads once
// per visit (viewer-provider.tsx; docs/architecture/page-pattern.md).
import { Suspense, type ReactNode } from 'react';
import { preconnect } from 'react-dom';
import { TermsCheck } from '@/components/legal/terms-check';
import { getSiteImages } from '@/lib/data/site-images';
import { supabaseUrl } from '@/lib/env';
import { AuthListener } from './auth-listener';
import { MobileMenuButton } from './mobile-sidebar';
import { ReducedLogo } from './reduced-logo';
import { SidebarNav } from './sidebar-nav';
import { ProfileCheckFallback } from './status-fallbacks';
import { TopBarActions, TopBarActionsFallback } from './top-bar-actions';
import { ViewerProvider } from './viewer-provider';

export async function AppShell({ children }: { children: ReactNode }) {
  const { reduced_logo: logoSrc } = await getSiteImages();
  // The page's first reads go to the Supabase project as soon as its scripts run: the connection
  // (uncredentialed, as supabase-js fetches) is opened while they download.
  preconnect(supabaseUrl(), { crossOrigin: 'anonymous' });
  return (
    <ViewerProvider shell={{ logoSrc }}>
      <div className="min-h-dvh bg-muted/30">
        <a
          href="#conteudo"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </a>
        <AuthListener />
        <header className="sticky top-0 z-40 h-16 border-b bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
          <div className="flex h-full items-center gap-2 px-3 sm:px-4">
            <MobileMenuButton />
            <ReducedLogo src={logoSrc} />
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <Suspense fallback={<TopBarActionsFallback />}>
                <TopBarActions />
              </Suspense>
            </div>
          </div>
        </header>
        <aside
          aria-label="Barra lateral"
          className="fixed top-16 bottom-0 left-0 z-30 hidden w-64 overflow-y-auto border-r border-sidebar-border bg-sidebar lg:block"
        >
          {/* The entries follow the URL (the active one): a client part of the shell in its own boundary. */}
          <Suspense fallback={<ProfileCheckFallback />}>
            <SidebarNav />
          </Suspense>
        </aside>
        <main id="conteudo" className="min-w-0 lg:pl-64">
          <TermsCheck />
          {children}
        </main>
      </div>
    </ViewerProvider>
  );
}
