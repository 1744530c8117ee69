import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PermissionsMatrix } from '@/components/admin/permissions-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { listPermissionPages } from '@/lib/data/admin';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Permissões' };

export default function PermissionsPage() {
  return (
    <Screen title="Permissões" description="As páginas do menu e quem pode abrir cada uma. As mudanças valem na próxima navegação.">
      <Suspense fallback={<PageLoading />}>
        <Content />
      </Suspense>
    </Screen>
  );
}

async function Content() {
  await requirePageAccess(ROUTES.adminPermissions);
  return <PermissionsMatrix pages={await listPermissionPages()} />;
}
