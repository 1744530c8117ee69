import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Empresas' };

export default function CompaniesPage() {
  return (
    <Screen title="Empresas" description="Marcas e agências que contratam na plataforma e suas oportunidades abertas.">
      <Guarded route={ROUTES.companies}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
