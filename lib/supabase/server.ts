// Server client for Server Components, Server Actions and Route Handlers. Create one per request:
// it reads that request's cookies.
import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import type { Database } from '@/lib/database.types';
import { supabasePublishableKey, supabaseUrl } from '@/lib/env';
import { withoutUnusableAuthCookies } from './auth-cookies';
import { serverRealtimeOptions } from './realtime-transport';
import type { TypedSupabaseClient } from './types';

export async function createClient(): Promise<TypedSupabaseClient> {
  const cookieStore = await cookies();
  return createServerClient<Database>(supabaseUrl(), supabasePublishableKey(), {
    cookies: {
      getAll() {
        // A malformed session cookie reads as no session (the proxy clears it in the browser).
        return withoutUnusableAuthCookies(cookieStore.getAll());
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
    realtime: serverRealtimeOptions(),
  });
}
