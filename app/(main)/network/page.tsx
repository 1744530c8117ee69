import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Minha rede' };

export default async function NetworkPage() {
  await requirePageAccess(ROUTES.network);
  return (
    <Screen title="Minha rede" description="Pessoas que você segue, seus seguidores e sugestões de novas conexões.">
      <ComingSoon />
    </Screen>
  );
}
