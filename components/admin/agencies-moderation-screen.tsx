'use client';
// /admin/gestao-profile4 (docs/product/admin.md): the agencies' profiles, the latest changes first.
// A static document (docs/architecture/page-pattern.md): the guard here, the list read in the browser.
import { ProfilesScreen } from '@/components/admin/profiles-screen';
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';

export function AgenciesModerationScreen() {
  return (
    <BrowserPage route={ROUTES.adminAgencies}>
      {() => <ProfilesScreen pathname={ROUTES.adminAgencies} scope="agencies" defaultSort="updated_at" />}
    </BrowserPage>
  );
}
