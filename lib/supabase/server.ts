// Server client for Server Components, Server Actions and Route Handlers, reading the request's
// cookies. Server Components share one client per request (requestClient); actions and route
// handlers call createClient, which is never kept beyond the request.
import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { Database } from '@/lib/database.types';
import { supabasePublishableKey, supabaseUrl } from '@/lib/env';
import { withoutUnusableAuthCookies, type CookieLike } from './auth-cookies';
import { DB_OPTIONS } from './db-options';
import { serverRealtimeOptions } from './realtime-transport';
import { serverFetch } from './server-fetch';
import type { TypedSupabaseClient } from './types';

export async function createClient(): Promise<TypedSupabaseClient> {
  const cookieStore = await cookies();
  // supabase-js reads the cookies again for every query; the check of the session cookie is done
  // once per set of cookies (a refresh in an action writes new ones).
  let checked: { key: string; cookies: CookieLike[] } | null = null;
  const usableCookies = () => {
    const all = cookieStore.getAll();
    const key = all.map(({ name, value }) => `${name}=${value}`).join(';');
    if (checked?.key !== key) checked = { key, cookies: withoutUnusableAuthCookies(all) };
    return checked.cookies;
  };
  return createServerClient<Database>(supabaseUrl(), supabasePublishableKey(), {
    cookies: {
      getAll() {
        // A malformed session cookie reads as no session (the proxy clears it in the browser).
        return usableCookies();
      },
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // Server Components cannot write cookies; the proxy refreshes the session on the next
          // request, so a refresh seen here is safe to drop.
        }
      },
    },
    global: { fetch: serverFetch },
    db: DB_OPTIONS,
    realtime: serverRealtimeOptions(),
  });
}

/**
 * The client of this request's Server Components: one per request (React.cache), so the session
 * cookie is read and the client built once, whichever components ask.
 */
export const requestClient = cache(createClient);
