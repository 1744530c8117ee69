// The sidebar's entries for the signed-in user's category (docs/product/menu.md), from the menu
// cached per category. One of the shell's streamed parts. The category is the database's (the page
// guards use it too); the token's claim stands in when the profile cannot be read. A rejected
// session signs out with 'Sessão expirada'; a failed menu read leaves the menu empty. The entries
// are rendered once, for the fixed sidebar and the small screens' sheet (sidebar-links.tsx). Entries
// the gate would turn away (a hirer whose company profile is incomplete) come marked as locked, with
// the fields the 'Perfil incompleto' toast names (lib/menu/locked-entries.ts).
import { isSessionExpiredError, type ErrorLike } from '@/lib/auth/session-errors';
import { getOwnProfile } from '@/lib/data/profile';
import { getViewer } from '@/lib/data/viewer';
import { pageHref } from '@/lib/menu/filter';
import { loadCategoryView } from '@/lib/menu/load-menu';
import { entryLocks } from '@/lib/menu/locked-entries';
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

  const menu = result.ok ? result.view.menu : [];
  const { locked, pendingFields } = entryLocks(
    menu.flatMap((group) => group.pages.map((page) => pageHref(page.slug))),
    viewer.gate,
  );
  const groups: SidebarGroup[] = menu.map((group) => ({
    key: group.key,
    heading: group.heading,
    items: group.pages.map((page) => ({
      key: String(page.id),
      name: page.name,
      slug: page.slug,
      icon: page.icon,
      locked: locked.has(pageHref(page.slug)),
    })),
  }));
  return <SidebarMenu groups={groups} viewerId={viewer.id} logoSrc={images.reduced_logo} pendingFields={pendingFields} />;
}
