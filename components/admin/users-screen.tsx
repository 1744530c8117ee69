'use client';
// /admin/users (docs/product/admin.md): everyone, newest sign-ups first; search, category, block and unblock.
// A static document (docs/architecture/page-pattern.md): the guard here, the list read in the browser.
import { ProfilesScreen } from '@/components/admin/profiles-screen';
import { BrowserPage } from '@/components/layout/browser-page';
import { ROUTES } from '@/lib/routes';

export function UsersScreen() {
  return (
    <BrowserPage route={ROUTES.adminUsers}>
      {() => <ProfilesScreen pathname={ROUTES.adminUsers} scope="all" defaultSort="created_at" />}
    </BrowserPage>
  );
}
