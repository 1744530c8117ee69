import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Minha rede' };

export default function NetworkPage() {
  return (
    <Screen title="Minha rede" description="Pessoas que você segue, seus seguidores e sugestões de novas conexões.">
      <Guarded route={ROUTES.network}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
