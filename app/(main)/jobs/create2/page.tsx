import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Criar oportunidade' };

export default async function CreateJobStepTwoPage() {
  await requirePageAccess(ROUTES.jobsCreateStep2);
  return (
    <Screen title="Criar oportunidade" description="Etapa 2 de 3: entregas, datas e requisitos.">
      <ComingSoon />
    </Screen>
  );
}
