import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Perguntas de triagem' };

export default async function OpportunityQuestionsPage() {
  await requirePageAccess(ROUTES.adminOpportunityQuestions);
  return (
    <Screen title="Perguntas de triagem" description="A biblioteca de perguntas que as empresas usam para filtrar candidatos.">
      <ComingSoon />
    </Screen>
  );
}
