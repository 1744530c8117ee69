// Which sidebar entry marks the current page (docs/product/layout.md, "Sidebar"). Most entries match by path alone;
// /profile-user shows anyone's profile through ?id=, and only one's own is "Meu perfil".
import { isUnder } from '@/lib/auth/gate';

const OWN_PROFILE_HREF = '/profile-user';

/**
 * True when /profile-user with these query parameters shows the viewer's own profile: no id (or
 * an empty one, as the page reads it) or the viewer's id in any letter case.
 */
export function isOwnProfileQuery(searchParams: Pick<URLSearchParams, 'get'> | null, viewerId: string): boolean {
  const id = searchParams?.get('id');
  return !id || id.toLowerCase() === viewerId.toLowerCase();
}

/** True when the entry linking to `href` is the page at `pathname` with `searchParams`. */
export function isActiveEntry(
  href: string,
  pathname: string,
  searchParams: Pick<URLSearchParams, 'get'> | null,
  viewerId: string,
): boolean {
  if (!isUnder(pathname, href)) return false;
  return href === OWN_PROFILE_HREF ? isOwnProfileQuery(searchParams, viewerId) : true;
}
