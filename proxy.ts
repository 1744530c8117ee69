// Runs before every page: refreshes the Supabase session and applies every forced redirect
// (spec §2, §4, §8). A signed-in navigation costs no database or network round trip in the
// steady state: getClaims() verifies the ES256 token against the cached JWKS, and the profile
// state comes from the token's `gate` claim.
import type { NextRequest } from 'next/server';
import { readGateClaim } from '@/lib/auth/gate-claim';
import { decideNavigation } from '@/lib/auth/navigation-decision';
import { redirectKeepingCookies, updateSession } from '@/lib/supabase/proxy';

export async function proxy(request: NextRequest) {
  const session = await updateSession(request);
  const decision = decideNavigation({
    pathname: request.nextUrl.pathname,
    hasSession: session.claims !== null,
    gate: readGateClaim(session.claims),
    sessionError: session.error,
  });
  if (!decision) return session.response;
  return redirectKeepingCookies(request, session, decision.pathname, decision.search);
}

export const config = {
  matcher: [
    // Everything except build assets, image optimisation, the brand files and other static
    // files by extension (they never depend on the session).
    '/((?!_next/static|_next/image|brand/|favicon\\.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml|webmanifest|woff2?|css|js|map)$).*)',
  ],
};
