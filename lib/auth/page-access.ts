// The server-side checks every protected page runs before rendering (spec §2, §6; DOMAIN.md):
// signed in, profile gate satisfied, and a permission for the page whose slug matches the route.
// The proxy already applied the gate; pages check again because they are where data is read, and
// because a layout does not re-render on client navigation. A denied route throws forbidden(),
// which renders the group's "Acesso restrito" page with status 403.
import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { CATEGORY_ADMIN } from '@/lib/constants';
import { ROUTES, type PageRoute } from '@/lib/routes';
import { routeAccess } from '@/lib/menu/category-pages';
import { loadCategoryView } from '@/lib/menu/load-menu';
import { getViewer, type Viewer } from '@/lib/data/viewer';
import { decideNavigation } from './navigation-decision';

/** Signed in and through the gate for `pathname`, or redirected. */
export async function requireViewer(pathname: string): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect(ROUTES.login);
  const decision = decideNavigation({ pathname, hasSession: true, gate: viewer.gate });
  if (decision) redirect(`${decision.pathname}${toQuery(decision.search)}`);
  return viewer;
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
  if (routeAccess(result.view.pages, viewer.category, pathname) === 'denied') forbidden();
  return viewer;
}

/** The (admin) guard: administrators only, whatever the permission rows say. */
export async function requireAdministrator(pathname: string): Promise<Viewer> {
  const viewer = await requireViewer(pathname);
  if (viewer.category !== CATEGORY_ADMIN) forbidden();
  return viewer;
}

const toQuery = (search: Record<string, string>): string => {
  const query = new URLSearchParams(search).toString();
  return query ? `?${query}` : '';
};
