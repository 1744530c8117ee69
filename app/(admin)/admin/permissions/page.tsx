import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';

export const metadata: Metadata = { title: 'Permissões' };

export default async function PermissionsPage() {
  await requirePageAccess('/admin/permissions');
  return (
    <Screen title="Permissões" description="As páginas do menu e quais categorias podem acessar cada uma.">
      <ComingSoon />
    </Screen>
  );
}
