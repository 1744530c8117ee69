import type { Metadata } from 'next';
import { Guarded } from '@/components/layout/guarded';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Imagens do site' };

export default function SiteImagesPage() {
  return (
    <Screen title="Imagens do site" description="Envie e substitua o logotipo, o logotipo reduzido, os favicons e os ícones do aplicativo.">
      <Guarded route={ROUTES.adminSiteImages}>
        <ComingSoon />
      </Guarded>
    </Screen>
  );
}
