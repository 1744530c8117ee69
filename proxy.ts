// Runs before every page: refreshes the Supabase session, applies every forced redirect and
// answers 403 for a menu page the signed-in category may not open (docs/product/routes.md,
// docs/architecture/page-pattern.md). A signed-in navigation costs no database or network round
// trip in the steady state: getClaims() verifies the ES256 token against the cached JWKS, the
// profile state comes from the token's `gate` claim, and the permission table is a copy kept in
// memory (lib/auth/proxy-route-access.ts).
import type { NextRequest, NextResponse } from 'next/server';
import { readAssurance } from '@/lib/auth/assurance-claim';
import { readGateClaim } from '@/lib/auth/gate-claim';
import { decideNavigation } from '@/lib/auth/navigation-decision';
import { isDeniedByToken } from '@/lib/auth/proxy-route-access';
import { IS_DEVELOPMENT, supabaseUrl } from '@/lib/env';
import { CSP_HEADER, contentSecurityPolicy, newNonce } from '@/lib/http/content-security-policy';
import { documentScripts } from '@/lib/http/stored-documents';
import { REQUEST_ID_HEADER, requestIdFor } from '@/lib/observability/request-id';
import { ROUTES } from '@/lib/routes';
import { redirectKeepingCookies, rewriteKeepingCookies, updateSession } from '@/lib/supabase/proxy';

export async function proxy(request: NextRequest) {
  // Set on the forwarded request before the session is read: every response below forwards them.
  // Next.js takes the nonce for what it renders for this request from the policy on the request.
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER));
  const policy = { nonce: newNonce(), supabaseUrl: supabaseUrl(), development: IS_DEVELOPMENT };
  request.headers.set(REQUEST_ID_HEADER, requestId);
  request.headers.set(CSP_HEADER, contentSecurityPolicy(policy));
  const { response, served, signedIn } = await decide(request);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  // What a signed-in person is sent is theirs: no shared cache (a CDN in front of the app) may keep
  // it for someone else, however static the document (the feed's carries posts only members read).
  // A session refresh has set a stricter value already.
  if (signedIn && !response.headers.has('cache-control')) response.headers.set('Cache-Control', SIGNED_IN_CACHE_CONTROL);
  // The browser applies the policy of the response. A document stored whole brings a second one, with
  // the hashes of its scripts, from the page cache (lib/http/stored-documents.ts); a router fetch
  // runs no inline script.
  const storedWhole = request.headers.get('rsc') !== '1' && !IS_DEVELOPMENT && documentScripts(served).storedWhole;
  response.headers.set(CSP_HEADER, contentSecurityPolicy({ ...policy, storedWhole }));
  return response;
}

/** Kept by the browser, checked with the server before reuse; never stored by a shared cache. */
const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';

async function decide(request: NextRequest): Promise<{ response: NextResponse; served: string; signedIn: boolean }> {
  const session = await updateSession(request);
  const signedIn = session.claims !== null;
  const gate = readGateClaim(session.claims);
  const pathname = request.nextUrl.pathname;
  const assurance = readAssurance(session.claims);
  const decision = decideNavigation({ pathname, hasSession: session.claims !== null, gate, assurance, sessionError: session.error });
  if (decision)
    return { response: redirectKeepingCookies(request, session, decision.pathname, decision.search), served: pathname, signedIn };
  // With Cache Components the page's static shell is sent before its content renders, so a page
  // can no longer change the status code: the 403 is decided here, from the token's category.
  if (session.claims && (await isDeniedByToken(pathname, gate?.category ?? null))) {
    return { response: rewriteKeepingCookies(request, session, ROUTES.accessDenied), served: ROUTES.accessDenied, signedIn };
  }
  return { response: session.response, served: pathname, signedIn };
}

export const config = {
  matcher: [
    // Everything except build assets, image optimisation, the brand files and other static
    // files by extension (they never depend on the session).
    '/((?!_next/static|_next/image|brand/|api/health|favicon\\.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml|webmanifest|woff2?|css|js|map)$).*)',
  ],
};
