import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SiteImagesScreen } from '@/components/admin/site-images-screen';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';

export const metadata: Metadata = { title: 'Imagens do site' };

// A static document (docs/architecture/page-pattern.md): the frame is prerendered, the guard and
// the stored images are read in the browser.
export default function SiteImagesPage() {
  return (
    <Screen
      title="Imagens do site"
      description="Logo, logo reduzido, favicons e ícones do app. A troca vale no próximo carregamento das páginas."
    >
      <Suspense fallback={<PageLoading />}>
        <SiteImagesScreen />
      </Suspense>
    </Screen>
  );
}
