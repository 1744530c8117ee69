import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SiteImageCard } from '@/components/admin/site-image-card';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { DEFAULT_SITE_IMAGES, SITE_IMAGE_TYPES } from '@/lib/branding/site-images';
import { listSiteImageRows } from '@/lib/data/admin';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Imagens do site' };

export default function SiteImagesPage() {
  return (
    <Screen
      title="Imagens do site"
      description="Logo, logo reduzido, favicons e ícones do app. A troca vale no próximo carregamento das páginas."
    >
      <Suspense fallback={<PageLoading />}>
        <Content />
      </Suspense>
    </Screen>
  );
}

async function Content() {
  await requirePageAccess(ROUTES.adminSiteImages);
  const rows = await listSiteImageRows();
  const stored = new Map(rows.map((row) => [row.type, row.url]));
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {SITE_IMAGE_TYPES.map((type) => {
        const url = stored.get(type);
        return (
          <SiteImageCard
            key={type}
            type={type}
            url={url ?? DEFAULT_SITE_IMAGES[type]}
            isDefault={!url || url === DEFAULT_SITE_IMAGES[type]}
          />
        );
      })}
    </ul>
  );
}
