import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { CreatorApplications } from '@/components/jobs/role-lists';
import { OwnOpportunityList } from '@/components/jobs/own-opportunity-list';
import { listOwnOpportunities } from '@/lib/data/jobs/opportunities';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';
import { CATEGORY_CREATOR } from '@/lib/constants';

export const metadata: Metadata = { title: 'Minhas oportunidades' };

export default function MyOpportunitiesPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <MyOpportunitiesScreen />
    </Suspense>
  );
}

// The description depends on who is looking: the whole screen streams after the access check.
async function MyOpportunitiesScreen() {
  const viewer = await requirePageAccess(ROUTES.jobsMine);
  const description =
    viewer.category === CATEGORY_CREATOR
      ? 'As oportunidades em que sua candidatura foi selecionada.'
      : 'As oportunidades que você criou, por situação, com o número de candidaturas de cada uma.';
  return (
    <Screen title="Minhas oportunidades" description={description}>
      {viewer.category === CATEGORY_CREATOR ? (
        <CreatorApplications viewer={viewer} status="selected" empty="Nenhuma candidatura sua foi selecionada ainda." />
      ) : (
        <OwnOpportunityList opportunities={await listOwnOpportunities(viewer.id)} />
      )}
    </Screen>
  );
}
