import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CreatorsModerationScreen } from '@/components/admin/creators-moderation-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Gestão de criadores' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the list are read in the browser.
export default function CreatorModerationPage() {
  return (
    <Screen title="Gestão de criadores" description="Perfis de criadores novos ou alterados recentemente: revise, verifique ou bloqueie.">
      <Suspense fallback={<PageLoading />}>
        <CreatorsModerationScreen />
      </Suspense>
    </Screen>
  );
}
