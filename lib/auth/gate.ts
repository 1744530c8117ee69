// Every forced redirect of the app in one pure function (docs/product/routes.md). The proxy calls it on
// each navigation with the verified claims; layouts may call it again where they read data.
import { CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { missingFieldsOfFilled, type RequiredField } from '@/lib/profile/completeness';
import type { GateClaim } from './gate-claim';

export type GateReason =
  | 'no-session' // protected route without a session → /login
  | 'signed-in' // '/' or /login with a session and a complete profile → /feed
  | 'no-category' // no profile or no category → /category-selection
  | 'category-chosen' // /category-selection once a category is set (it cannot change again)
  | 'creator-onboarding' // creator whose onboarding is not complete → /primeirologinusuario
  | 'hirer-type' // hirer without a type or a company name → /profile-empresa
  | 'hirer-incomplete' // hirer with required fields missing → /profile-empresa + 'Perfil incompleto'
  | 'second-step'; // a session that still needs its two-step code → the code step

export type GateRedirect = {
  to: string;
  reason: GateReason;
  /** Only for 'hirer-incomplete': the fields the 'Perfil incompleto' toast lists. */
  missingFields: RequiredField[];
};

/** The legal pages: open to everyone, even to a session that still needs its two-step code. */
export const LEGAL_PREFIXES = [ROUTES.terms, ROUTES.privacy];
/** Open to everyone, with or without a session; /login and '/' are handled apart. */
const PUBLIC_PREFIXES = [ROUTES.terms, ROUTES.privacy, ROUTES.forgotPassword, ROUTES.resetPassword];
/** Never redirected: route handlers answer for themselves, /auth/* establishes the session. */
const PASS_THROUGH_PREFIXES = ['/_next', '/api', '/auth', '/brand'];
const SEO_FILES = new Set(['/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/favicon.ico']);
const ICON_ROUTE = /^\/(icon|apple-icon)(\d*)(\/|$)/;
const FILE_EXTENSION = /\.[a-z0-9]{1,12}$/i;

const normalise = (pathname: string): string => {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

/** True when `pathname` is `route` or below it (so '/profile' does not match '/profile-user'). */
export function isUnder(pathname: string, route: string): boolean {
  const path = normalise(pathname);
  return path === route || path.startsWith(`${route}/`);
}

/** Static files, SEO files and icon routes: never gated. */
export function isStaticPath(pathname: string): boolean {
  const path = normalise(pathname);
  if (SEO_FILES.has(path) || ICON_ROUTE.test(path)) return true;
  if (PASS_THROUGH_PREFIXES.some((prefix) => isUnder(path, prefix))) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return FILE_EXTENSION.test(lastSegment);
}

/** Routes a visitor without a session may open. */
export function isPublicPath(pathname: string): boolean {
  const path = normalise(pathname);
  return path === ROUTES.home || path === ROUTES.login || PUBLIC_PREFIXES.some((prefix) => isUnder(path, prefix)) || isStaticPath(path);
}

const redirect = (to: string, reason: GateReason, missingFields: RequiredField[] = []): GateRedirect => ({
  to,
  reason,
  missingFields,
});

/** Where an incomplete profile must go first (docs/product/routes.md, rules 1–5), or null when complete. */
export function profileRequirement(gate: GateClaim | null): GateRedirect | null {
  if (!gate || !gate.category) return redirect(ROUTES.categorySelection, 'no-category');
  if (gate.category === CATEGORY_CREATOR && gate.onboarding_completed !== true) {
    return redirect(ROUTES.creatorOnboarding, 'creator-onboarding');
  }
  if (gate.category === CATEGORY_HIRER) {
    if (!gate.type || !gate.filled.includes('company_name')) {
      return redirect(ROUTES.companyProfile, 'hirer-type');
    }
    const missing = missingFieldsOfFilled(gate.type, gate.filled);
    if (missing.length > 0) return redirect(ROUTES.companyProfile, 'hirer-incomplete', missing);
  }
  return null;
}

/**
 * The redirect for a navigation to `pathname`, or null to let it through.
 * `gate` is the verified token's claim (null: no profile); it is ignored without a session.
 */
export function resolveGate(pathname: string, hasSession: boolean, gate: GateClaim | null): GateRedirect | null {
  const path = normalise(pathname);
  if (isStaticPath(path)) return null;

  if (!hasSession) return isPublicPath(path) ? null : redirect(ROUTES.login, 'no-session');

  // The terms and the password recovery stay open whatever the state of the profile.
  if (PUBLIC_PREFIXES.some((prefix) => isUnder(path, prefix))) return null;

  const requirement = profileRequirement(gate);

  // '/' and /login send a signed-in user to /feed. The product's "unless on /login"
  // exception of the no-category rule exists because of that hop; going straight to the final
  // target saves a round trip and ends in the same place. The two-step code step too, once the
  // session needs no code (lib/auth/navigation-decision.ts keeps a session that does there).
  if (path === ROUTES.home || path === ROUTES.login || isUnder(path, ROUTES.twoStepCode)) {
    return requirement ?? redirect(ROUTES.feed, 'signed-in');
  }

  if (requirement) return isUnder(path, requirement.to) ? null : requirement;

  // A category, once chosen, cannot change: the selection screen has nothing left to do.
  if (isUnder(path, ROUTES.categorySelection)) return redirect(ROUTES.feed, 'category-chosen');
  return null;
}
