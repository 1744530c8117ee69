import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Permissões' };

export default function PermissionsPage() {
  return (
    <Screen title="Permissões" description="As páginas do menu e quais categorias podem acessar cada uma.">
      <Guarded route={ROUTES.adminPermissions}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
