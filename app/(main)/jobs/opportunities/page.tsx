import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Oportunidades' };

export default async function OpportunitiesPage() {
  await requirePageAccess(ROUTES.jobsOpportunities);
  return (
    <Screen title="Oportunidades" description="Oportunidades abertas de marcas e agências para você se candidatar.">
      <ComingSoon />
    </Screen>
  );
}
