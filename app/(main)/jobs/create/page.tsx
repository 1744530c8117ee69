import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CreateStep1Screen } from '@/components/jobs/screens/create-step1-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Criar oportunidade' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard, the
// draft of ?id= and the option lists are read in the browser.
export default function CreateJobPage() {
  return (
    <Screen title="Criar oportunidade" description="Etapa 1 de 3: descreva o trabalho que você quer contratar.">
      <Suspense fallback={<PageLoading />}>
        <CreateStep1Screen />
      </Suspense>
    </Screen>
  );
}
