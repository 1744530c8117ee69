import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Tipos de empresa' };

export default async function CompanyTypesPage() {
  await requirePageAccess(ROUTES.adminCompanyTypes);
  return (
    <Screen title="Tipos de empresa" description="As categorias de empresa que marcas e agências escolhem no perfil.">
      <ComingSoon />
    </Screen>
  );
}
