import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Serviços de agência' };

export default async function AgencyServiceTypesPage() {
  await requirePageAccess(ROUTES.adminAgencyServiceTypes);
  return (
    <Screen title="Serviços de agência" description="Os serviços que uma agência pode declarar no perfil.">
      <ComingSoon />
    </Screen>
  );
}
