import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Meus candidatos' };

export default function MyCandidatesPage() {
  return (
    <Screen title="Meus candidatos" description="Os criadores que você selecionou em todas as suas oportunidades.">
      <Guarded route={ROUTES.jobsMyCandidates}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
