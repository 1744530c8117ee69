import type { Metadata } from 'next';
import { Suspense } from 'react';
import { UsersScreen } from '@/components/admin/users-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Usuários' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the list are read in the browser.
export default function UsersPage() {
  return (
    <Screen title="Usuários" description="Busque usuários, altere a categoria e bloqueie ou desbloqueie contas.">
      <Suspense fallback={<PageLoading />}>
        <UsersScreen />
      </Suspense>
    </Screen>
  );
}
