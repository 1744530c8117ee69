import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Gestão de criadores' };

export default async function CreatorModerationPage() {
  await requirePageAccess(ROUTES.adminCreators);
  return (
    <Screen title="Gestão de criadores" description="Revise, verifique e bloqueie perfis de criadores.">
      <ComingSoon />
    </Screen>
  );
}
