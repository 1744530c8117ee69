import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Enviar notificações' };

export default function BroadcastPage() {
  return (
    <Screen title="Enviar notificações" description="Envie um comunicado para uma categoria de usuários ou para todos.">
      <Guarded route={ROUTES.adminNotifications}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
