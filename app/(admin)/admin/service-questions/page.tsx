import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Perguntas do onboarding' };

export default async function ServiceQuestionsPage() {
  await requirePageAccess(ROUTES.adminServiceQuestions);
  return (
    <Screen title="Perguntas do onboarding" description="As perguntas feitas aos criadores no primeiro acesso.">
      <ComingSoon />
    </Screen>
  );
}
