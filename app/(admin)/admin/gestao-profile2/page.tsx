import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';

export const metadata: Metadata = { title: 'Gestão de marcas' };

export default async function BrandModerationPage() {
  await requirePageAccess('/admin/gestao-profile2');
  return (
    <Screen title="Gestão de marcas" description="Revise, verifique e bloqueie perfis de marcas.">
      <ComingSoon />
    </Screen>
  );
}
