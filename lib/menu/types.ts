// Rows of `pages` with their nested `permissions`, as the menu loader selects them.
import type { Tables } from '@/lib/database.types';

export type PagePermission = Pick<Tables<'permissions'>, 'user_category' | 'has_access'>;

type PageRow = Tables<'pages'>;

/**
 * A page record: `slug` is the route without the leading slash ('feed', 'jobs/create'), `icon` an
 * icon name of the shared list (unknown falls back to Home), `in_menu` false for access-controlled
 * routes not listed in the menu (wizard steps 2–3, edit); callers that only group or filter may
 * leave it out. See docs/product/menu.md.
 */
export type MenuPage = Pick<PageRow, 'id' | 'name' | 'slug' | 'icon' | 'menu_section'> &
  Partial<Pick<PageRow, 'in_menu'>> & {
    permissions?: PagePermission[] | null;
  };
