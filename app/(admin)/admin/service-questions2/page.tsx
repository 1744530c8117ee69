import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Respostas dos criadores' };

export default async function ServiceAnswersPage() {
  await requirePageAccess(ROUTES.adminServiceAnswers);
  return (
    <Screen title="Respostas dos criadores" description="As respostas dos criadores às perguntas do onboarding, com filtros e exportação em CSV.">
      <ComingSoon />
    </Screen>
  );
}
