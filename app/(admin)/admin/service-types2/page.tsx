import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Subtipos de serviço' };

export default async function ServiceSubtypesPage() {
  await requirePageAccess(ROUTES.adminServiceSubtypes);
  return (
    <Screen title="Subtipos de serviço" description="Os subtipos de cada tipo de serviço.">
      <ComingSoon />
    </Screen>
  );
}
