import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Perguntas de triagem' };

export default function OpportunityQuestionsPage() {
  return (
    <Screen title="Perguntas de triagem" description="A biblioteca de perguntas que as empresas usam para filtrar candidatos.">
      <Guarded route={ROUTES.adminOpportunityQuestions}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
