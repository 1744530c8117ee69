import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Criar oportunidade' };

export default function CreateJobStepThreePage() {
  return (
    <Screen title="Criar oportunidade" description="Etapa 3 de 3: pagamento, perguntas de triagem, revisão e publicação.">
      <Guarded route={ROUTES.jobsCreateStep3}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
