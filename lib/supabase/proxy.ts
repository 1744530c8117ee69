// Session handling for the root proxy: one client per request, the token verified (and refreshed
// when due) by getClaims(), refreshed cookies written both to the forwarded request and to the one
// response object returned, so neither the page render nor the browser loses them.
import { createServerClient } from '@supabase/ssr';
import type { AuthError, JwtPayload } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import type { Database } from '@/lib/database.types';
import { supabasePublishableKey, supabaseUrl } from '@/lib/env';
import { droppedAuthCookieNames, isAuthCookieName, unusableAuthCookieNames } from './auth-cookies';
import { serverRealtimeOptions } from './realtime-transport';
import { serverFetch } from './server-fetch';

export type ProxySession = {
  /** Return this (or a redirect made with `redirectKeepingCookies`) from the proxy. */
  response: NextResponse;
  /** Verified claims, or null without a valid session. */
  claims: JwtPayload | null;
  /** Why there are no claims when a session cookie could not be used (a failed refresh, say). */
  error: AuthError | null;
};

export async function updateSession(request: NextRequest): Promise<ProxySession> {
  // A session cookie that cannot hold a session is dropped before the client reads it and
  // cleared in the browser: the visitor is simply signed out (never a 500).
  const parsed = request.cookies.getAll();
  const malformed = [...unusableAuthCookieNames(parsed), ...droppedAuthCookieNames(request.headers.get('cookie'), parsed)];
  for (const name of malformed) request.cookies.delete(name);
  let response = NextResponse.next({ request });
  const clearMalformed = () => {
    for (const name of malformed) response.cookies.set(name, '', { path: '/', maxAge: 0 });
  };
  clearMalformed();

  const supabase = createServerClient<Database>(supabaseUrl(), supabasePublishableKey(), {
    cookies: {
      getAll() {
        return request.cookies.getAll();
      },
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        clearMalformed();
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
        // No CDN may cache a response that carries a session.
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
      },
    },
    global: { fetch: serverFetch },
    realtime: serverRealtimeOptions(),
  });

  // Nothing may run between creating the client and getClaims(): a refresh must land in
  // `response` before it is returned.
  try {
    const { data, error } = await supabase.auth.getClaims();
    const claims = !error && data?.claims ? data.claims : null;
    return { response, claims, error: error ?? null };
  } catch (failure) {
    // A stored session the checks above let through but supabase-js still cannot use: signed
    // out, and its cookies cleared like any malformed one.
    console.error('[proxy] unusable session cookie:', (failure as Error)?.message);
    const names = request.cookies
      .getAll()
      .map((c) => c.name)
      .filter(isAuthCookieName);
    response = NextResponse.next({ request });
    for (const name of names) {
      request.cookies.delete(name);
      response.cookies.set(name, '', { path: '/', maxAge: 0 });
    }
    return { response, claims: null, error: null };
  }
}

/** Copies the cookies and cache headers a refresh put on `session.response` onto `response`. */
function keepingCookies(session: ProxySession, response: NextResponse): NextResponse {
  for (const cookie of session.response.cookies.getAll()) response.cookies.set(cookie);
  for (const key of ['cache-control', 'expires', 'pragma']) {
    const value = session.response.headers.get(key);
    if (value) response.headers.set(key, value);
  }
  return response;
}

/**
 * A redirect that carries the cookies and cache headers a refresh put on `session.response`.
 * `search` becomes the whole query string of the target (none by default).
 */
export function redirectKeepingCookies(
  request: NextRequest,
  session: ProxySession,
  pathname: string,
  search: Record<string, string> = {},
): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = new URLSearchParams(search).toString();
  return keepingCookies(session, NextResponse.redirect(url));
}

/**
 * Serves the page at `pathname` in place of the one asked for (the address bar keeps the URL), with
 * the refreshed cookies both on the forwarded request and on the response.
 */
export function rewriteKeepingCookies(request: NextRequest, session: ProxySession, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = '';
  return keepingCookies(session, NextResponse.rewrite(url, { request }));
}
