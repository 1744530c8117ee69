// Who may see which page (docs/product/menu.md): an administrator sees every page; anyone else needs a
// permission row for their category ('no_category' without one) with has_access true.
import { CATEGORY_ADMIN, NO_CATEGORY } from '@/lib/constants';
import type { MenuPage } from './types';

/** The `permissions.user_category` value that applies to a profile category. */
export function permissionCategory(category: string | null | undefined): string {
  return category ? category : NO_CATEGORY;
}

export function canAccessPage(page: MenuPage, category: string | null | undefined): boolean {
  if (category === CATEGORY_ADMIN) return true;
  const key = permissionCategory(category);
  return (page.permissions ?? []).some((p) => p.user_category === key && p.has_access === true);
}

/** Pages listed in the menu for a category: accessible and not hidden from the menu. */
export function menuPagesFor<T extends MenuPage>(pages: readonly T[], category: string | null | undefined): T[] {
  return pages.filter((page) => page.in_menu !== false && canAccessPage(page, category));
}

/** The link of a page record: '/' + slug. */
export function pageHref(slug: string): string {
  return `/${slug.trim().replace(/^\/+|\/+$/g, '')}`;
}

/**
 * The page record that controls access to a route: the longest slug equal to the path or to a
 * leading run of its segments ('/jobs/edit/42' → 'jobs/edit'). Null when no page matches.
 */
export function pageForPath<T extends MenuPage>(pages: readonly T[], pathname: string): T | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: T | null = null;
  for (const page of pages) {
    const href = pageHref(page.slug);
    const matches = path === href || path.startsWith(`${href}/`);
    if (matches && href !== '/' && (!best || href.length > pageHref(best.slug).length)) best = page;
  }
  return best;
}
