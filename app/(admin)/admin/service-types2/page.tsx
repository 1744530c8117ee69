import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Subtipos de serviço' };

export default function ServiceSubtypesPage() {
  return (
    <Screen title="Subtipos de serviço" description="Os subtipos de cada tipo de serviço.">
      <Guarded route={ROUTES.adminServiceSubtypes}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
