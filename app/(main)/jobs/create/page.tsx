import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Criar oportunidade' };

export default function CreateJobPage() {
  return (
    <Screen title="Criar oportunidade" description="Etapa 1 de 3: descreva o trabalho que você quer contratar.">
      <Guarded route={ROUTES.jobsCreate}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
