import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { CreatorApplications, HirerSlice } from '@/components/jobs/role-lists';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';
import { CATEGORY_CREATOR } from '@/lib/constants';

export const metadata: Metadata = { title: 'Pendentes' };

export default function PendingPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <PendingScreen />
    </Suspense>
  );
}

// The description depends on who is looking: the whole screen streams after the access check.
async function PendingScreen() {
  const viewer = await requirePageAccess(ROUTES.jobsPending);
  const description =
    viewer.category === CATEGORY_CREATOR
      ? 'Suas candidaturas que ainda aguardam a resposta da empresa.'
      : 'Candidaturas às suas oportunidades que ainda aguardam a sua decisão.';
  return (
    <Screen title="Pendentes" description={description}>
      {viewer.category === CATEGORY_CREATOR ? (
        <CreatorApplications viewer={viewer} status="pending" empty="Nenhuma candidatura pendente." />
      ) : (
        <HirerSlice viewer={viewer} status="pending" />
      )}
    </Screen>
  );
}
