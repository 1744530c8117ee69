import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Gestão de marcas' };

export default function BrandModerationPage() {
  return (
    <Screen title="Gestão de marcas" description="Revise, verifique e bloqueie perfis de marcas.">
      <Guarded route={ROUTES.adminBrands}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
