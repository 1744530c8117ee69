// Rows of `pages` with their nested `permissions`, as the menu loader selects them.

export type PagePermission = {
  user_category: string;
  has_access: boolean;
};

export type MenuPage = {
  id: string | number;
  /** pt-BR label. */
  name: string;
  /** Route without the leading slash: 'feed', 'jobs/create', 'admin/users'. */
  slug: string;
  /** An icon name from spec §3; unknown or empty falls back to Home. */
  icon: string | null;
  menu_section: string | null;
  position?: number | null;
  /** False for access-controlled routes not listed in the menu (wizard steps 2–3, edit). */
  in_menu?: boolean | null;
  permissions?: PagePermission[] | null;
};
