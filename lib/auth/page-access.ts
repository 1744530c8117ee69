// The server-side checks every protected page runs before its content (docs/product/routes.md,
// docs/architecture/page-pattern.md): signed in, account not blocked, profile gate satisfied, and
// a permission for the page whose slug matches the route. The category that decides access is
// read from the database (one read of the caller's row by primary key, shared with the top bar),
// never taken from the access token alone: a token can be an hour old, and a demoted administrator
// must lose access at once. The proxy already applied the gate and answered 403 for a route the
// token's category may not open; pages check again because they are where data is read, and
// because a layout does not re-render on client navigation. A route the database's category may
// not open throws forbidden(): the group's "Acesso restrito" page streams in place of the content.
import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { CATEGORY_ADMIN } from '@/lib/constants';
import { ROUTE_DEFINITIONS, ROUTES, type PageRoute } from '@/lib/routes';
import { routeAccess } from '@/lib/menu/category-pages';
import { loadCategoryView } from '@/lib/menu/load-menu';
import { getOwnProfile } from '@/lib/data/profile';
import { getViewer, type Viewer } from '@/lib/data/viewer';
import { BLOCKED_ACCOUNT_SIGN_OUT_PATH, isBlockedAccount } from './account-status';
import { decideNavigation } from './navigation-decision';
import { sessionRefreshPath } from './session-refresh';

/**
 * Signed in, not blocked and through the gate for `pathname`, or redirected. The returned
 * viewer's category is the database's (null without a profile).
 */
export async function requireViewer(pathname: string): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect(ROUTES.login);
  const profile = await getOwnProfile(viewer.id);
  // A blocked account whose access token is still valid: its session ends here.
  if (isBlockedAccount(profile)) redirect(BLOCKED_ACCOUNT_SIGN_OUT_PATH);
  const decision = decideNavigation({ pathname, hasSession: true, gate: viewer.gate, assurance: viewer.assurance });
  if (decision) redirect(`${decision.pathname}${toQuery(decision.search)}`);
  return { ...viewer, category: profile?.category ?? null };
}

/**
 * Call first in every page of (main) and (admin) with the route it serves (ROUTES.jobsEdit for
 * '/jobs/edit/[id]'). Returns the viewer when the category may open the route.
 */
export async function requirePageAccess(pathname: PageRoute): Promise<Viewer> {
  const viewer = await requireViewer(pathname);
  if (viewer.category === CATEGORY_ADMIN) return viewer;
  const result = await loadCategoryView(viewer.category);
  // Without the permission table there is no answer; the group's error page offers a retry.
  if (!result.ok) throw new Error('Não foi possível verificar o acesso a esta página.');
  if (routeAccess(result.view.pages, viewer.category, pathname) === 'denied') {
    // The proxy let the page through on the token's category, which the database no longer holds
    // (an administrator demoted within the hour): a new token makes the proxy answer 403 from now on.
    if (viewer.gate && viewer.gate.category !== viewer.category)
      redirect(sessionRefreshPath(hasRouteParams(pathname) ? ROUTES.accessDenied : pathname));
    forbidden();
  }
  return viewer;
}

const hasRouteParams = (pathname: PageRoute): boolean =>
  Object.values(ROUTE_DEFINITIONS).some((route) => route.path === pathname && 'params' in route);

const toQuery = (search: Record<string, string>): string => {
  const query = new URLSearchParams(search).toString();
  return query ? `?${query}` : '';
};
