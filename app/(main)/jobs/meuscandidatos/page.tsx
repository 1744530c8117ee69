import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MyCandidatesScreen } from '@/components/jobs/screens/my-candidates-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Meus candidatos' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the candidates are read in the browser.
export default function MyCandidatesPage() {
  return (
    <Screen title="Meus candidatos" description="Os criadores que você selecionou em todas as suas oportunidades.">
      <Suspense fallback={<PageLoading />}>
        <MyCandidatesScreen />
      </Suspense>
    </Screen>
  );
}
