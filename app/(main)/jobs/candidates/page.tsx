import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Screen } from '@/components/layout/screen';
import { CreatorApplications, HirerCandidates } from '@/components/jobs/role-lists';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';
import { CATEGORY_CREATOR } from '@/lib/constants';

export const metadata: Metadata = { title: 'Candidaturas' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function CandidatesPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <CandidatesScreen searchParams={searchParams} />
    </Suspense>
  );
}

// The description depends on who is looking: the whole screen streams after the access check.
async function CandidatesScreen({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requirePageAccess(ROUTES.jobsCandidates);
  const { opportunity } = await searchParams;
  const description =
    viewer.category === CATEGORY_CREATOR
      ? 'Todas as suas candidaturas e a situação de cada uma.'
      : 'Os candidatos de cada oportunidade sua, com as ações de seleção e descarte.';
  return (
    <Screen title="Candidaturas" description={description}>
      {viewer.category === CATEGORY_CREATOR ? (
        <CreatorApplications viewer={viewer} empty="Você ainda não se candidatou a nenhuma oportunidade." />
      ) : (
        <HirerCandidates viewer={viewer} opportunityId={typeof opportunity === 'string' ? opportunity : undefined} />
      )}
    </Screen>
  );
}
