// A simulated user's session: a password grant through supabase-js (@supabase/ssr, as the app's
// browser client signs in), which leaves the session cookie for page requests and a signed-in
// client for the Data API reads and writes the browser makes.
import { createServerClient } from '@supabase/ssr';
import type { Database } from '@/lib/database.types';
import { serverRealtimeOptions } from '@/lib/supabase/realtime-transport';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from '../../e2e/support/accounts';
import { REQUEST_TIMEOUT_MS } from './config';

export type Backend = { url: string; key: string };

export type UserSession = { role: DemoRole; id: string; client: TypedSupabaseClient; cookie: () => string };

/** Every request of the client gives up after REQUEST_TIMEOUT_MS. */
const timedFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

export async function signIn(role: DemoRole, backend: Backend): Promise<UserSession> {
  const jar = new Map<string, string>();
  const client = createServerClient<Database>(backend.url, backend.key, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
    auth: { autoRefreshToken: false },
    global: { fetch: timedFetch },
    realtime: serverRealtimeOptions(),
  });
  const { email } = DEMO_ACCOUNTS[role];
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.user) throw new Error(`sign-in of ${email} failed: ${error?.message ?? 'no user'}`);
  if (jar.size === 0) throw new Error(`sign-in of ${email} wrote no session cookie`);
  return {
    role,
    id: data.user.id,
    client,
    cookie: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}
