import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';

export const metadata: Metadata = { title: 'Gestão de agências' };

export default async function AgencyModerationPage() {
  await requirePageAccess('/admin/gestao-profile4');
  return (
    <Screen title="Gestão de agências" description="Revise, verifique e bloqueie perfis de agências.">
      <ComingSoon />
    </Screen>
  );
}
