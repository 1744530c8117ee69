import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';

export const metadata: Metadata = { title: 'Perguntas do onboarding' };

export default async function ServiceQuestionsPage() {
  await requirePageAccess('/admin/service-questions');
  return (
    <Screen title="Perguntas do onboarding" description="As perguntas feitas aos criadores no primeiro acesso.">
      <ComingSoon />
    </Screen>
  );
}
