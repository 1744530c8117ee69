import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Tipos de serviço' };

export default async function ServiceTypesPage() {
  await requirePageAccess(ROUTES.adminServiceTypes);
  return (
    <Screen title="Tipos de serviço" description="Cadastre e organize os tipos de serviço que os criadores oferecem.">
      <ComingSoon />
    </Screen>
  );
}
