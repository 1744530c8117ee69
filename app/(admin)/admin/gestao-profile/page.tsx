import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Gestão de criadores' };

export default function CreatorModerationPage() {
  return (
    <Screen title="Gestão de criadores" description="Revise, verifique e bloqueie perfis de criadores.">
      <Guarded route={ROUTES.adminCreators}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
