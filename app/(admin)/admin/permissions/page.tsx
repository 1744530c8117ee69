import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Permissões' };

export default async function PermissionsPage() {
  await requirePageAccess(ROUTES.adminPermissions);
  return (
    <Screen title="Permissões" description="As páginas do menu e quais categorias podem acessar cada uma.">
      <ComingSoon />
    </Screen>
  );
}
