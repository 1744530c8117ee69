// The verdict of the browser's page guard (components/layout/browser-page.tsx): the checks of
// lib/auth/page-access.ts, made on the viewer the shell read in the browser. Pure.
import { BLOCKED_ACCOUNT_SIGN_OUT_PATH, isBlockedAccount } from '@/lib/auth/account-status';
import { decideNavigation } from '@/lib/auth/navigation-decision';
import { sessionRefreshPath } from '@/lib/auth/session-refresh';
import type { Viewer } from '@/lib/auth/viewer';
import { CATEGORY_ADMIN } from '@/lib/constants';
import { categoryPages, routeAccess } from '@/lib/menu/category-pages';
import { permissionCategory } from '@/lib/menu/filter';
import type { MenuPage } from '@/lib/menu/types';
import type { ProfileSummary } from '@/lib/profile/own-row';
import type { UnreadCounts } from '@/lib/profile/unread-counts';
import { ROUTES, type PageRoute } from '@/lib/routes';

/** The shell's reading of who is asking (components/layout/viewer-provider.tsx). */
export type ViewerState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  /** The Data API rejected the session: the shell signs out with 'Sessão expirada'. */
  | { status: 'expired' }
  | {
      status: 'ready';
      /** Its category is the database's once the row was read, the token's when it could not be. */
      viewer: Viewer;
      profile: ProfileSummary | null;
      counts: UnreadCounts;
      /** The row could not be read (the shell still works, with the token's category). */
      rowFailed: boolean;
      /** Every page with its permission rows (null: the table could not be read). */
      pages: MenuPage[] | null;
      /** The current terms of use's version (null: none, or it could not be read). */
      termsVersion: number | null;
    };

export type PageVerdict =
  | { kind: 'wait' }
  | { kind: 'leave'; to: string; hard: boolean }
  | { kind: 'error' }
  | { kind: 'denied' }
  | { kind: 'allowed'; viewer: Viewer; profile: ProfileSummary | null };

/** What the guard does for `pathname`, given the shell's reading of the viewer and the pages. Pure. */
export function pageVerdict(state: ViewerState, pathname: PageRoute): PageVerdict {
  if (state.status === 'loading' || state.status === 'expired') return { kind: 'wait' };
  if (state.status === 'signed-out') return { kind: 'leave', to: ROUTES.login, hard: true };
  if (state.rowFailed) return { kind: 'error' };
  const { viewer, profile, pages } = state;
  // A blocked account whose access token is still valid: its session ends here.
  if (isBlockedAccount(profile)) return { kind: 'leave', to: BLOCKED_ACCOUNT_SIGN_OUT_PATH, hard: true };
  const decision = decideNavigation({ pathname, hasSession: true, gate: viewer.gate, assurance: viewer.assurance });
  if (decision) {
    const query = new URLSearchParams(decision.search).toString();
    return { kind: 'leave', to: `${decision.pathname}${query ? `?${query}` : ''}`, hard: false };
  }
  if (viewer.category === CATEGORY_ADMIN) return { kind: 'allowed', viewer, profile };
  if (!pages) return { kind: 'error' };
  if (routeAccess(categoryPages(pages, permissionCategory(viewer.category)), viewer.category, pathname) === 'denied') {
    // The token's category is not the database's any more: a new token makes the proxy answer.
    if (viewer.gate && viewer.gate.category !== viewer.category) return { kind: 'leave', to: sessionRefreshPath(pathname), hard: true };
    return { kind: 'denied' };
  }
  return { kind: 'allowed', viewer, profile };
}
