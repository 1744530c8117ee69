'use client';
// /admin/site-images (docs/product/admin.md): each site image in use (the stored one or the shipped
// file) with its upload and its way back to the shipped file. A static document: the guard and the
// rows are read in the browser. A change expires the server's cached images (lib/data/site-images.ts),
// which every other page draws, and this screen reads the rows again.
import { SiteImageCard } from '@/components/admin/site-image-card';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { DEFAULT_SITE_IMAGES, SITE_IMAGE_TYPES } from '@/lib/branding/site-images';
import { readSiteImageRows } from '@/lib/queries/admin-settings';
import { ROUTES } from '@/lib/routes';

export function SiteImagesScreen() {
  return (
    <BrowserPage route={ROUTES.adminSiteImages}>
      {() => (
        <BrowserRead readKey="site-images" read={readSiteImageRows} label="admin-site-images">
          {(rows) => <SiteImages stored={new Map(rows.map((row) => [row.type, row.url]))} />}
        </BrowserRead>
      )}
    </BrowserPage>
  );
}

function SiteImages({ stored }: { stored: Map<string, string> }) {
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
