// Session handling for the root proxy: one client per request, the token verified (and refreshed
// when due) by getClaims(), refreshed cookies written both to the forwarded request and to the one
// response object returned, so neither the page render nor the browser loses them.
import { createServerClient } from '@supabase/ssr';
import type { JwtPayload } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import { supabasePublishableKey, supabaseUrl } from './env';
import { serverRealtimeOptions } from './realtime-transport';

export type ProxySession = {
  /** Return this (or a redirect made with `redirectKeepingCookies`) from the proxy. */
  response: NextResponse;
  /** Verified claims, or null without a valid session. */
  claims: JwtPayload | null;
};

export async function updateSession(request: NextRequest): Promise<ProxySession> {
  let response = NextResponse.next({ request });

  const supabase = createServerClient(supabaseUrl(), supabasePublishableKey(), {
    cookies: {
      getAll() {
        return request.cookies.getAll();
      },
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
        // No CDN may cache a response that carries a session.
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
      },
    },
    realtime: serverRealtimeOptions(),
  });

  // Nothing may run between creating the client and getClaims(): a refresh must land in
  // `response` before it is returned.
  const { data, error } = await supabase.auth.getClaims();
  const claims = !error && data?.claims ? data.claims : null;
  return { response, claims };
}

/** A redirect that carries the cookies and cache headers a refresh put on `session.response`. */
export function redirectKeepingCookies(request: NextRequest, session: ProxySession, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = '';
  const redirect = NextResponse.redirect(url);
  for (const cookie of session.response.cookies.getAll()) redirect.cookies.set(cookie);
  for (const key of ['cache-control', 'expires', 'pragma']) {
    const value = session.response.headers.get(key);
    if (value) redirect.headers.set(key, value);
  }
  return redirect;
}
