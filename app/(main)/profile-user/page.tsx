import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';

export const metadata: Metadata = { title: 'Meu perfil' };

export default async function ProfileUserPage() {
  await requirePageAccess('/profile-user');
  return (
    <Screen title="Meu perfil" description="Como seu perfil aparece para as outras pessoas da plataforma.">
      <ComingSoon />
    </Screen>
  );
}
