'use client';
// /admin/gestao-profile2 (docs/product/admin.md): the brands' profiles, the latest changes first.
// A static document (docs/architecture/page-pattern.md): the guard here, the list read in the browser.
import { ProfilesScreen } from '@/components/admin/profiles-screen';
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';

export function BrandsModerationScreen() {
  return (
    <BrowserPage route={ROUTES.adminBrands}>
      {() => <ProfilesScreen pathname={ROUTES.adminBrands} scope="brands" defaultSort="updated_at" />}
    </BrowserPage>
  );
}
