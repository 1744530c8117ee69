import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Gestão de agências' };

export default function AgencyModerationPage() {
  return (
    <Screen title="Gestão de agências" description="Revise, verifique e bloqueie perfis de agências.">
      <Guarded route={ROUTES.adminAgencies}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
