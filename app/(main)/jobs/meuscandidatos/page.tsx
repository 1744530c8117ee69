import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Meus candidatos' };

export default async function MyCandidatesPage() {
  await requirePageAccess(ROUTES.jobsMyCandidates);
  return (
    <Screen title="Meus candidatos" description="Os criadores que você selecionou em todas as suas oportunidades.">
      <ComingSoon />
    </Screen>
  );
}
