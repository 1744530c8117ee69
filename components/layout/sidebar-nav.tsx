'use client';
// The sidebar's entries for the signed-in user's category (docs/product/menu.md), from the pages and
// the viewer the shell read in the browser (viewer-provider.tsx). The category
// is the database's; the token's claim stands in when the profile cannot be read. A rejected
// session signs out with 'Sessão expirada'; a failed menu read leaves the menu empty. The entries
// are rendered once, for the fixed sidebar and the small screens' sheet (sidebar-links.tsx). Entries
// the gate would turn away (a hirer whose company profile is incomplete) come marked as locked, with
// the fields the 'Perfil incompleto' toast names (lib/menu/locked-entries.ts).
import { useMemo } from 'react';
import { categoryView } from '@/lib/menu/category-pages';
import { pageHref, permissionCategory } from '@/lib/menu/filter';
import { entryLocks } from '@/lib/menu/locked-entries';
import { SessionExpiredRedirect } from './session-expired-redirect';
import { SidebarMenu, type SidebarGroup } from './sidebar-links';
import { ProfileCheckFallback } from './status-fallbacks';
import { useViewerContext } from './viewer-provider';

export function SidebarNav() {
  const { state, shell } = useViewerContext();
  const viewer = state.status === 'ready' ? state.viewer : null;
  const pages = state.status === 'ready' ? state.pages : null;
  const category = viewer?.category ?? null;
  const gate = viewer?.gate ?? null;
  const menu = useMemo(() => (viewer && pages ? categoryView(pages, permissionCategory(category)).menu : []), [viewer, pages, category]);
  const { groups, pendingFields } = useMemo(() => {
    const { locked, pendingFields } = entryLocks(
      menu.flatMap((group) => group.pages.map((page) => pageHref(page.slug))),
      gate,
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
    return { groups, pendingFields };
  }, [menu, gate]);

  if (state.status === 'expired') return <SessionExpiredRedirect />;
  if (state.status === 'loading') return <ProfileCheckFallback />;
  if (!viewer) return null;
  return <SidebarMenu groups={groups} viewerId={viewer.id} logoSrc={shell.logoSrc} pendingFields={pendingFields} />;
}
