// Where a page guard sends a session whose access token says more than the database does (an
// administrator demoted while the token is still valid; docs/product/routes.md, "Access denied").
// It refreshes the session, so the new token carries the profile's current category, and goes back
// to the page, where the proxy now answers for itself. A refresh that cannot help ends on
// /acesso-restrito instead of going round again; a dead refresh token on /login.
import { NextResponse, type NextRequest } from 'next/server';
import { readGateClaim } from '@/lib/auth/gate-claim';
import { SESSION_EXPIRED, loginPathFor } from '@/lib/auth/login-reason';
import { readRefreshTarget } from '@/lib/auth/session-refresh';
import { isRefreshTokenError } from '@/lib/auth/session-errors';
import { isRouterFetch, loadAsDocument } from '@/lib/http/router-fetch';
import { ROUTES } from '@/lib/routes';
import { createClient } from '@/lib/supabase/server';

export async function GET(request: NextRequest) {
  if (isRouterFetch(request)) return loadAsDocument();
  const to = (path: string) => {
    const response = NextResponse.redirect(new URL(path, request.url), 303);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  };
  const next = readRefreshTarget(request.nextUrl.searchParams) ?? ROUTES.feed;
  const supabase = await createClient();
  const { data, error } = await supabase.auth.refreshSession();
  if (error || !data.session) return to(isRefreshTokenError(error) ? loginPathFor(SESSION_EXPIRED) : ROUTES.accessDenied);

  // The new token must agree with the database now; if it does not, going back would loop.
  const { data: verified } = await supabase.auth.getClaims(data.session.access_token);
  const userId = verified?.claims?.sub;
  const { data: profile } = userId ? await supabase.from('profiles').select('category').eq('id', userId).maybeSingle() : { data: null };
  const tokenCategory = readGateClaim(verified?.claims)?.category ?? null;
  return to(profile && tokenCategory === (profile.category ?? null) ? next : ROUTES.accessDenied);
}
