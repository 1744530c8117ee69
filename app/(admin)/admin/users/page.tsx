import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Usuários' };

export default async function UsersPage() {
  await requirePageAccess(ROUTES.adminUsers);
  return (
    <Screen title="Usuários" description="Busque usuários, altere a categoria e bloqueie ou desbloqueie contas.">
      <ComingSoon />
    </Screen>
  );
}
