import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CreateStep3Screen } from '@/components/jobs/screens/create-step3-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Criar oportunidade' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard, the
// draft of ?id= and the option lists are read in the browser.
export default function CreateJobStep3Page() {
  return (
    <Screen title="Criar oportunidade" description="Etapa 3 de 3: pagamento, perguntas de triagem, revisão e publicação.">
      <Suspense fallback={<PageLoading />}>
        <CreateStep3Screen />
      </Suspense>
    </Screen>
  );
}
