import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';
import { CATEGORY_CREATOR } from '@/lib/constants';

export const metadata: Metadata = { title: 'Pendentes' };

export default async function PendingPage() {
  const viewer = await requirePageAccess(ROUTES.jobsPending);
  const description =
    viewer.category === CATEGORY_CREATOR
      ? 'Suas candidaturas que ainda aguardam a resposta da empresa.'
      : 'Candidaturas às suas oportunidades que ainda aguardam a sua decisão.';
  return (
    <Screen title="Pendentes" description={description}>
      <ComingSoon />
    </Screen>
  );
}
