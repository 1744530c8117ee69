// One category's view of the `pages` table (spec §6): its sidebar and, for every page, whether it
// may open it. The server caches this per category; the sidebar and the route access check both
// read it, so the menu and the "Acesso restrito" page can never disagree.
import { CATEGORY_ADMIN } from '@/lib/constants';
import { canAccessPage, menuPagesFor, pageForPath } from './filter';
import { groupMenuPages, type MenuGroup } from './sections';
import type { MenuPage } from './types';

/** A page without its permission rows (they differ per category and are not needed after). */
export type MenuEntry = Omit<MenuPage, 'permissions'>;
/** A page with the verdict for one category. */
export type CategoryPage = MenuEntry & { allowed: boolean };

export type CategoryView = {
  /** Every page, listed or not, with whether the category may open it. */
  pages: CategoryPage[];
  /** The sidebar: the pages the category may open and that are listed, in section order. */
  menu: MenuGroup<MenuEntry>[];
};

const entry = ({ permissions: _permissions, ...page }: MenuPage): MenuEntry => page;

export function categoryView(rows: readonly MenuPage[], category: string | null | undefined): CategoryView {
  return {
    pages: rows.map((row) => ({ ...entry(row), allowed: canAccessPage(row, category) })),
    menu: groupMenuPages(menuPagesFor(rows, category).map(entry)),
  };
}

export type RouteAccess = 'allowed' | 'denied';

/**
 * Whether the category may open `pathname`. Administrators open everything. A route with no page
 * record is denied to everyone else: access is granted by permission rows, never by omission.
 */
export function routeAccess(pages: readonly CategoryPage[], category: string | null | undefined, pathname: string): RouteAccess {
  if (category === CATEGORY_ADMIN) return 'allowed';
  return pageForPath(pages, pathname)?.allowed ? 'allowed' : 'denied';
}
