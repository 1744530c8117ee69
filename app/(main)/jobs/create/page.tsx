import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Criar oportunidade' };

export default async function CreateJobPage() {
  await requirePageAccess(ROUTES.jobsCreate);
  return (
    <Screen title="Criar oportunidade" description="Etapa 1 de 3: descreva o trabalho que você quer contratar.">
      <ComingSoon />
    </Screen>
  );
}
