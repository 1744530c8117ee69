import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CreateStep2Screen } from '@/components/jobs/screens/create-step2-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Criar oportunidade' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard, the
// draft of ?id= and the option lists are read in the browser.
export default function CreateJobStep2Page() {
  return (
    <Screen title="Criar oportunidade" description="Etapa 2 de 3: entregas, datas e requisitos.">
      <Suspense fallback={<PageLoading />}>
        <CreateStep2Screen />
      </Suspense>
    </Screen>
  );
}
