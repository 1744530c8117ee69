import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';

export const metadata: Metadata = { title: 'Subtipos de serviço' };

export default async function ServiceSubtypesPage() {
  await requirePageAccess('/admin/service-types2');
  return (
    <Screen title="Subtipos de serviço" description="Os subtipos de cada tipo de serviço.">
      <ComingSoon />
    </Screen>
  );
}
