import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PermissionsScreen } from '@/components/admin/permissions-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Permissões' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the pages with their permissions are read in the browser.
export default function PermissionsPage() {
  return (
    <Screen title="Permissões" description="As páginas do menu e quem pode abrir cada uma. As mudanças valem na próxima navegação.">
      <Suspense fallback={<PageLoading />}>
        <PermissionsScreen />
      </Suspense>
    </Screen>
  );
}
