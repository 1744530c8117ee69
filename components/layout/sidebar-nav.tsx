// The sidebar's entries for the signed-in user's category (spec §2, §6), read on the server from
// the cached menu. On a failed read (spec §8) a rejected session signs out; anything else leaves
// the menu empty.
import { isSessionExpiredError } from '@/lib/auth/session-errors';
import { getOwnProfile } from '@/lib/data/profile';
import { getViewer } from '@/lib/data/viewer';
import { loadCategoryView } from '@/lib/menu/load-menu';
import { SessionExpiredRedirect } from './session-expired-redirect';
import { SidebarLinks, type SidebarGroup } from './sidebar-links';

export async function SidebarNav({ idPrefix }: { idPrefix: string }) {
  const viewer = await getViewer();
  if (!viewer) return null;
  // The menu follows the category in the database (the page guards use it too); the token's
  // claim is the fallback when the profile cannot be read.
  const profile = await getOwnProfile(viewer.id).catch(() => undefined);
  const category = profile === undefined ? viewer.category : (profile?.category ?? null);
  const result = await loadCategoryView(category);
  if (!result.ok) return isSessionExpiredError(result.error) ? <SessionExpiredRedirect /> : null;

  const groups: SidebarGroup[] = result.view.menu.map((group) => ({
    key: group.key,
    heading: group.heading,
    items: group.pages.map((page) => ({ key: String(page.id), name: page.name, slug: page.slug, icon: page.icon })),
  }));
  if (groups.length === 0) return null;
  return <SidebarLinks groups={groups} idPrefix={idPrefix} viewerId={viewer.id} />;
}
