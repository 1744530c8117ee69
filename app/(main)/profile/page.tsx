import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';

export const metadata: Metadata = { title: 'Editar perfil' };

export default async function ProfilePage() {
  await requirePageAccess('/profile');
  return (
    <Screen title="Editar perfil" description="Atualize sua foto, sua apresentação e as informações que as empresas veem.">
      <ComingSoon />
    </Screen>
  );
}
