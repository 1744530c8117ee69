import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';
import { CATEGORY_CREATOR } from '@/lib/constants';

export const metadata: Metadata = { title: 'Descartados' };

export default async function DiscardedPage() {
  const viewer = await requirePageAccess(ROUTES.jobsDiscarded);
  const description =
    viewer.category === CATEGORY_CREATOR
      ? 'Suas candidaturas que não foram selecionadas.'
      : 'Candidaturas às suas oportunidades que você descartou.';
  return (
    <Screen title="Descartados" description={description}>
      <ComingSoon />
    </Screen>
  );
}
