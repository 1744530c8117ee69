// What the proxy does with one navigation: the forced redirects plus the session-expired rule
// (docs/product/routes.md) and the two-step code step (docs/product/two-step.md), as a pure
// function of the path and the verified session.
import { ROUTES } from '@/lib/routes';
import { needsSecondStep, type Assurance } from './assurance-claim';
import { LEGAL_PREFIXES, isPublicPath, isStaticPath, isUnder, resolveGate, type GateReason } from './gate';
import type { GateClaim } from './gate-claim';
import { ACCOUNT_BLOCKED, LOGIN_REASON_PARAM, SESSION_EXPIRED } from './login-reason';
import { PENDING_FIELDS_PARAM, encodePendingFields } from './pending-fields-param';
import { DESTINATION_PARAM, destinationFor } from './second-step-destination';
import { isAccountBlockedError, isRefreshTokenError, type ErrorLike } from './session-errors';

export type NavigationInput = {
  pathname: string;
  /** True when the access token verified (after a refresh if one was due). */
  hasSession: boolean;
  gate: GateClaim | null;
  /** The token's assurance level and whether the account has a verified factor (its claims). */
  assurance: Assurance;
  /** The error getClaims() reported, if any (a failed refresh among them). */
  sessionError?: ErrorLike;
};

export type NavigationRedirect = {
  pathname: string;
  search: Record<string, string>;
  reason: GateReason | 'session-expired';
};

export function decideNavigation({ pathname, hasSession, gate, assurance, sessionError }: NavigationInput): NavigationRedirect | null {
  // A refresh token the server no longer knows: the session is over. Protected screens go to
  // /login with the 'Sessão expirada' toast; public ones just render for the visitor (the
  // dead cookies are cleared either way).
  // A refresh refused because the account is blocked says so instead.
  if (!hasSession && isRefreshTokenError(sessionError) && !isStaticPath(pathname) && !isPublicPath(pathname)) {
    const why = isAccountBlockedError(sessionError) ? ACCOUNT_BLOCKED : SESSION_EXPIRED;
    return { pathname: ROUTES.login, search: { [LOGIN_REASON_PARAM]: why }, reason: 'session-expired' };
  }

  // An account with two-step verification whose session has not passed the code yet: the code
  // step before anything else, the profile's gate included. The legal pages stay open.
  if (hasSession && needsSecondStep(assurance)) {
    if (isStaticPath(pathname) || isUnder(pathname, ROUTES.twoStepCode) || LEGAL_PREFIXES.some((p) => isUnder(pathname, p))) return null;
    const destination = destinationFor(pathname);
    return { pathname: ROUTES.twoStepCode, search: destination ? { [DESTINATION_PARAM]: destination } : {}, reason: 'second-step' };
  }

  const gateRedirect = resolveGate(pathname, hasSession, gate);
  if (!gateRedirect) return null;
  const search: Record<string, string> = {};
  if (gateRedirect.reason === 'hirer-incomplete') {
    const pending = encodePendingFields(gateRedirect.missingFields);
    if (pending) search[PENDING_FIELDS_PARAM] = pending;
  }
  return { pathname: gateRedirect.to, search, reason: gateRedirect.reason };
}
