'use client';
// /admin/gestao-profile (docs/product/admin.md): the creators' profiles, the latest changes first.
// A static document (docs/architecture/page-pattern.md): the guard here, the list read in the browser.
import { ProfilesScreen } from '@/components/admin/profiles-screen';
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';

export function CreatorsModerationScreen() {
  return (
    <BrowserPage route={ROUTES.adminCreators}>
      {() => <ProfilesScreen pathname={ROUTES.adminCreators} scope="creators" defaultSort="updated_at" />}
    </BrowserPage>
  );
}
