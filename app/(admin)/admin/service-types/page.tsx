import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Tipos de serviço' };

export default function ServiceTypesPage() {
  return (
    <Screen title="Tipos de serviço" description="Cadastre e organize os tipos de serviço que os criadores oferecem.">
      <Guarded route={ROUTES.adminServiceTypes}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
