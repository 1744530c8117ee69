// Runs before every page: refreshes the Supabase session, applies every forced redirect and
// answers 403 for a menu page the signed-in category may not open (docs/product/routes.md,
// docs/architecture/page-pattern.md). A signed-in navigation costs no database or network round
// trip in the steady state: getClaims() verifies the ES256 token against the cached JWKS, the
// profile state comes from the token's `gate` claim, and the permission table is a copy kept in
// memory (lib/auth/proxy-route-access.ts).
import type { NextRequest } from 'next/server';
import { readGateClaim } from '@/lib/auth/gate-claim';
import { decideNavigation } from '@/lib/auth/navigation-decision';
import { isDeniedByToken } from '@/lib/auth/proxy-route-access';
import { ROUTES } from '@/lib/routes';
import { redirectKeepingCookies, rewriteKeepingCookies, updateSession } from '@/lib/supabase/proxy';

export async function proxy(request: NextRequest) {
  const session = await updateSession(request);
  const gate = readGateClaim(session.claims);
  const pathname = request.nextUrl.pathname;
  const decision = decideNavigation({ pathname, hasSession: session.claims !== null, gate, sessionError: session.error });
  if (decision) return redirectKeepingCookies(request, session, decision.pathname, decision.search);
  // With Cache Components the page's static shell is sent before its content renders, so a page
  // can no longer change the status code: the 403 is decided here, from the token's category.
  if (session.claims && (await isDeniedByToken(pathname, gate?.category ?? null))) {
    return rewriteKeepingCookies(request, session, ROUTES.accessDenied);
  }
  return session.response;
}

export const config = {
  matcher: [
    // Everything except build assets, image optimisation, the brand files and other static
    // files by extension (they never depend on the session).
    '/((?!_next/static|_next/image|brand/|favicon\\.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml|webmanifest|woff2?|css|js|map)$).*)',
  ],
};
