import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OpportunityQuestionsScreen } from '@/components/admin/opportunity-questions-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Perguntas de triagem' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the list are read in the browser.
export default function OpportunityQuestionsPage() {
  return (
    <Screen title="Perguntas de triagem" description="A biblioteca de perguntas que quem contrata adiciona às oportunidades.">
      <Suspense fallback={<PageLoading />}>
        <OpportunityQuestionsScreen />
      </Suspense>
    </Screen>
  );
}
