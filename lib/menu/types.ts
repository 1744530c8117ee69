// Rows of `pages` with their nested `permissions`, as the menu loader selects them.
import type { Tables } from '@/lib/database.types';

export type PagePermission = Pick<Tables<'permissions'>, 'user_category' | 'has_access'>;

type PageRow = Tables<'pages'>;

/**
 * A page record: `slug` is the route without the leading slash ('feed', 'jobs/create'), `icon` an
 * icon name from spec §3 (unknown falls back to Home), `in_menu` false for access-controlled
 * routes not listed in the menu (wizard steps 2–3, edit). Position and listing may be left out by
 * callers that only group or filter.
 */
export type MenuPage = Pick<PageRow, 'id' | 'name' | 'slug' | 'icon' | 'menu_section'> &
  Partial<Pick<PageRow, 'position' | 'in_menu'>> & {
    permissions?: PagePermission[] | null;
  };
