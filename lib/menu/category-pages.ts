// One category's view of the `pages` table (docs/product/menu.md): its sidebar and, for every
// page, whether it may open it. The server caches this per category; the sidebar, the page guards
// and the proxy's status check all read it, so the menu and "Acesso restrito" never disagree.
import { isUnder } from '@/lib/auth/gate';
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

/** Every page with whether the category may open it: what a guard needs, without the sidebar's sorting. */
export function categoryPages(rows: readonly MenuPage[], category: string | null | undefined): CategoryPage[] {
  return rows.map((row) => ({ ...entry(row), allowed: canAccessPage(row, category) }));
}

export function categoryView(rows: readonly MenuPage[], category: string | null | undefined): CategoryView {
  return { pages: categoryPages(rows, category), menu: groupMenuPages(menuPagesFor(rows, category).map(entry)) };
}

export type RouteAccess = 'allowed' | 'denied';

/** The administration area: administrators only, whatever its permission rows say. */
const ADMIN_AREA = '/admin';

/**
 * Whether the category may open `pathname`. Administrators open everything; the administration
 * area is theirs alone. A route with no page record is denied to everyone else: access is granted
 * by permission rows, never by omission.
 */
export function routeAccess(pages: readonly CategoryPage[], category: string | null | undefined, pathname: string): RouteAccess {
  if (category === CATEGORY_ADMIN) return 'allowed';
  if (isUnder(pathname, ADMIN_AREA)) return 'denied';
  return pageForPath(pages, pathname)?.allowed ? 'allowed' : 'denied';
}
