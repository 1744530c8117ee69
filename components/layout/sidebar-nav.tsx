// The sidebar's entries for the signed-in user's category (docs/product/menu.md), from the menu
// cached per category. One of the shell's streamed parts. The category is the database's (the page
// guards use it too); the token's claim stands in when the profile cannot be read. A rejected
// session signs out with 'Sessão expirada'; a failed menu read leaves the menu empty. The entries
// are rendered once, for the fixed sidebar and the small screens' sheet (sidebar-links.tsx).
import { isSessionExpiredError, type ErrorLike } from '@/lib/auth/session-errors';
import { getOwnProfile } from '@/lib/data/profile';
import { getViewer } from '@/lib/data/viewer';
import { loadCategoryView } from '@/lib/menu/load-menu';
import { SessionExpiredRedirect } from './session-expired-redirect';
import { getSiteImages } from '@/lib/data/site-images';
import { SidebarMenu, type SidebarGroup } from './sidebar-links';

export async function SidebarNav() {
  const viewer = await getViewer();
  if (!viewer) return null;
  let category = viewer.category;
  try {
    category = (await getOwnProfile(viewer.id))?.category ?? null;
  } catch (error) {
    if (isSessionExpiredError(error as ErrorLike)) return <SessionExpiredRedirect />;
  }
  const [result, images] = await Promise.all([loadCategoryView(category), getSiteImages()]);

  const groups: SidebarGroup[] = (result.ok ? result.view.menu : []).map((group) => ({
    key: group.key,
    heading: group.heading,
    items: group.pages.map((page) => ({ key: String(page.id), name: page.name, slug: page.slug, icon: page.icon })),
  }));
  return <SidebarMenu groups={groups} viewerId={viewer.id} logoSrc={images.reduced_logo} />;
}
