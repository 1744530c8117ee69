import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';

export const metadata: Metadata = { title: 'Perguntas de triagem' };

export default async function OpportunityQuestionsPage() {
  await requirePageAccess('/admin/opportunity-questions');
  return (
    <Screen title="Perguntas de triagem" description="A biblioteca de perguntas que as empresas usam para filtrar candidatos.">
      <ComingSoon />
    </Screen>
  );
}
