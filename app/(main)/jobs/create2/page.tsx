import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Criar oportunidade' };

export default function CreateJobStepTwoPage() {
  return (
    <Screen title="Criar oportunidade" description="Etapa 2 de 3: entregas, datas e requisitos.">
      <Guarded route={ROUTES.jobsCreateStep2}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
