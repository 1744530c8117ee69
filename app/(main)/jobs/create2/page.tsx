import type { Metadata } from 'next';
import { Suspense } from 'react';
import { WizardStep } from '@/components/jobs/wizard-step';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Criar oportunidade' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function CreateJobStep2Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Screen title="Criar oportunidade" description="Etapa 2 de 3: entregas, datas e requisitos.">
      <Suspense fallback={<PageLoading />}>
        <Step searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Step({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requirePageAccess(ROUTES.jobsCreateStep2);
  const { id } = await searchParams;
  return <WizardStep viewer={viewer} step={2} id={typeof id === 'string' ? id : undefined} />;
}
