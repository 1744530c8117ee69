import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Oportunidades' };

export default function OpportunitiesPage() {
  return (
    <Screen title="Oportunidades" description="Oportunidades abertas de marcas e agências para você se candidatar.">
      <Guarded route={ROUTES.jobsOpportunities}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
