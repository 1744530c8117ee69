import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { CreatorApplications, HirerSlice } from '@/components/jobs/role-lists';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';
import { CATEGORY_CREATOR } from '@/lib/constants';

export const metadata: Metadata = { title: 'Descartados' };

export default function DiscardedPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <DiscardedScreen />
    </Suspense>
  );
}

// The description depends on who is looking: the whole screen streams after the access check.
async function DiscardedScreen() {
  const viewer = await requirePageAccess(ROUTES.jobsDiscarded);
  const description =
    viewer.category === CATEGORY_CREATOR
      ? 'Suas candidaturas que não foram selecionadas.'
      : 'Candidaturas às suas oportunidades que você descartou.';
  return (
    <Screen title="Descartados" description={description}>
      {viewer.category === CATEGORY_CREATOR ? (
        <CreatorApplications viewer={viewer} status="discarded" empty="Nenhuma candidatura descartada." />
      ) : (
        <HirerSlice viewer={viewer} status="discarded" />
      )}
    </Screen>
  );
}
