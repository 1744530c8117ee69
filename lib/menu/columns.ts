// What the menu reads of `pages`, with the permission rows of each: the server's cached menu
// (load-menu.ts) and the proxy's copy of the table (lib/auth/proxy-route-access.ts) read the same.
export const MENU_COLUMNS = 'id, name, slug, icon, menu_section, in_menu, permissions(user_category, has_access)';
