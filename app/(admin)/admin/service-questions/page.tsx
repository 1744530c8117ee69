import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ServiceQuestionsScreen } from '@/components/admin/service-questions-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Perguntas do onboarding' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the list are read in the browser.
export default function ServiceQuestionsPage() {
  return (
    <Screen title="Perguntas do onboarding" description="As perguntas que os criadores respondem ao concluir o cadastro.">
      <Suspense fallback={<PageLoading />}>
        <ServiceQuestionsScreen />
      </Suspense>
    </Screen>
  );
}
