import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Gestão de agências' };

export default async function AgencyModerationPage() {
  await requirePageAccess(ROUTES.adminAgencies);
  return (
    <Screen title="Gestão de agências" description="Revise, verifique e bloqueie perfis de agências.">
      <ComingSoon />
    </Screen>
  );
}
