import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Usuários' };

export default function UsersPage() {
  return (
    <Screen title="Usuários" description="Busque usuários, altere a categoria e bloqueie ou desbloqueie contas.">
      <Guarded route={ROUTES.adminUsers}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
