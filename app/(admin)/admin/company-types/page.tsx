import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Tipos de empresa' };

export default function CompanyTypesPage() {
  return (
    <Screen title="Tipos de empresa" description="As categorias de empresa que marcas e agências escolhem no perfil.">
      <Guarded route={ROUTES.adminCompanyTypes}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
