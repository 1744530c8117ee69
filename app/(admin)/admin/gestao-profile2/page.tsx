import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Gestão de marcas' };

export default async function BrandModerationPage() {
  await requirePageAccess(ROUTES.adminBrands);
  return (
    <Screen title="Gestão de marcas" description="Revise, verifique e bloqueie perfis de marcas.">
      <ComingSoon />
    </Screen>
  );
}
