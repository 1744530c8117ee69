import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';

export const metadata: Metadata = { title: 'Usuários' };

export default async function UsersPage() {
  await requirePageAccess('/admin/users');
  return (
    <Screen title="Usuários" description="Busque usuários, altere a categoria e bloqueie ou desbloqueie contas.">
      <ComingSoon />
    </Screen>
  );
}
