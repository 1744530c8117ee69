'use client';
// The first-login wizard (creator-wizard.tsx) as a chunk of its own: the server's HTML shows it at
// once, and its code (the four forms, react-hook-form, zod) downloads while the page hydrates
// instead of before (lib/browser/preloaded-lazy.ts); the wizard comes alive when it arrives.
import { Suspense, type ComponentProps } from 'react';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { preloadedLazy } from '@/lib/browser/preloaded-lazy';
import type { CreatorWizard as Loaded } from './creator-wizard';

const CreatorWizard = preloadedLazy(() => import('./creator-wizard').then((m) => m.CreatorWizard));

export function CreatorWizardLoader(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <CreatorWizard {...props} />
    </Suspense>
  );
}
