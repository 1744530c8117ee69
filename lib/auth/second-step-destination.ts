// Where the code step of two-step verification goes once the code is right: the screen the
// session was sent away from, carried in `?destino=` (docs/product/two-step.md). Only a path of
// this site travels there, never an address elsewhere.
import { ROUTES } from '@/lib/routes';

export const DESTINATION_PARAM = 'destino';

const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*$/;

/** The path to carry for `pathname`, or null when the default (/feed) says the same. */
export function destinationFor(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === ROUTES.home || path === ROUTES.login || path === ROUTES.twoStepCode || !SAFE_PATH.test(path)) return null;
  return path;
}

/** The destination named in the query, or /feed for none or anything that is not a path of this site. */
export function readDestination(search: URLSearchParams): string {
  const value = search.get(DESTINATION_PARAM);
  return value && destinationFor(value) ? value : ROUTES.feed;
}
