import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Serviços de agência' };

export default function AgencyServiceTypesPage() {
  return (
    <Screen title="Serviços de agência" description="Os serviços que uma agência pode declarar no perfil.">
      <Guarded route={ROUTES.adminAgencyServiceTypes}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
