import type { Metadata } from 'next';
import { Suspense } from 'react';
import { WizardStep } from '@/components/jobs/wizard-step';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Criar oportunidade' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function CreateJobStep3Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Screen title="Criar oportunidade" description="Etapa 3 de 3: pagamento, perguntas de triagem, revisão e publicação.">
      <Suspense fallback={<PageLoading />}>
        <Step searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Step({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requirePageAccess(ROUTES.jobsCreateStep3);
  const { id } = await searchParams;
  return <WizardStep viewer={viewer} step={3} id={typeof id === 'string' ? id : undefined} />;
}
