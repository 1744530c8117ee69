import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Enviar notificações' };

export default async function BroadcastPage() {
  await requirePageAccess(ROUTES.adminNotifications);
  return (
    <Screen title="Enviar notificações" description="Envie um comunicado para uma categoria de usuários ou para todos.">
      <ComingSoon />
    </Screen>
  );
}
