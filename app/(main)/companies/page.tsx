import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Empresas' };

export default async function CompaniesPage() {
  await requirePageAccess(ROUTES.companies);
  return (
    <Screen title="Empresas" description="Marcas e agências que contratam na plataforma e suas oportunidades abertas.">
      <ComingSoon />
    </Screen>
  );
}
