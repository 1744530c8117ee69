import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';
import { CATEGORY_CREATOR } from '@/lib/constants';

export const metadata: Metadata = { title: 'Candidaturas' };

export default function CandidatesPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <CandidatesScreen />
    </Suspense>
  );
}

// The description depends on who is looking: the whole screen streams after the access check.
async function CandidatesScreen() {
  const viewer = await requirePageAccess(ROUTES.jobsCandidates);
  const description =
    viewer.category === CATEGORY_CREATOR
      ? 'Todas as suas candidaturas e a situação de cada uma.'
      : 'Os candidatos de cada oportunidade sua, com as ações de seleção e descarte.';
  return (
    <Screen title="Candidaturas" description={description}>
      <ComingSoon />
    </Screen>
  );
}
