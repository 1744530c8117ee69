import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ServiceAnswersScreen } from '@/components/admin/service-answers-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Respostas dos criadores' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the answers are read in the browser.
export default function ServiceAnswersPage() {
  return (
    <Screen
      title="Respostas dos criadores"
      description="As respostas do onboarding: filtre por pergunta, tipo de serviço e data, e exporte em CSV."
    >
      <Suspense fallback={<PageLoading />}>
        <ServiceAnswersScreen />
      </Suspense>
    </Screen>
  );
}
