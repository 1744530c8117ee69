import type { Metadata } from 'next';
import { Suspense } from 'react';
import { HirerSlice } from '@/components/jobs/role-lists';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Meus candidatos' };

export default function MyCandidatesPage() {
  return (
    <Screen title="Meus candidatos" description="Os criadores que você selecionou em todas as suas oportunidades.">
      <Suspense fallback={<PageLoading />}>
        <MyCandidates />
      </Suspense>
    </Screen>
  );
}

async function MyCandidates() {
  const viewer = await requirePageAccess(ROUTES.jobsMyCandidates);
  return <HirerSlice viewer={viewer} status="selected" />;
}
