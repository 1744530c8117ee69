import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Criar oportunidade' };

export default async function CreateJobStepThreePage() {
  await requirePageAccess(ROUTES.jobsCreateStep3);
  return (
    <Screen title="Criar oportunidade" description="Etapa 3 de 3: pagamento, perguntas de triagem, revisão e publicação.">
      <ComingSoon />
    </Screen>
  );
}
