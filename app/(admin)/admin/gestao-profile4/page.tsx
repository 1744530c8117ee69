import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AgenciesModerationScreen } from '@/components/admin/agencies-moderation-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Gestão de agências' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the list are read in the browser.
export default function AgencyModerationPage() {
  return (
    <Screen title="Gestão de agências" description="Perfis de agências novos ou alterados recentemente: revise, verifique ou bloqueie.">
      <Suspense fallback={<PageLoading />}>
        <AgenciesModerationScreen />
      </Suspense>
    </Screen>
  );
}
