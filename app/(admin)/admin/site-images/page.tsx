import type { Metadata } from 'next';
import { ComingSoon, Screen } from '@/components/layout/screen';
import { requirePageAccess } from '@/lib/auth/page-access';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Imagens do site' };

export default async function SiteImagesPage() {
  await requirePageAccess(ROUTES.adminSiteImages);
  return (
    <Screen title="Imagens do site" description="Envie e substitua o logotipo, o logotipo reduzido, os favicons e os ícones do aplicativo.">
      <ComingSoon />
    </Screen>
  );
}
