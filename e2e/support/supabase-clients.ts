// supabase-js clients for the test process: a second user acting while the browser watches, and
// the session cookies @supabase/ssr writes, for storage states and the benchmark.
import { createServerClient } from '@supabase/ssr';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '@/lib/database.types';
import { DEMO_PASSWORD } from './accounts';
import { NEW_USER_PASSWORD, uniqueEmail } from './people';
import { publishableKey, serviceRoleKey, stackUrl } from './stack-env';

// Node 20 has no global WebSocket; supabase-js needs a transport when the client is created.
const realtime = { transport: WebSocket as unknown as typeof globalThis.WebSocket };

export type SessionCookie = { name: string; value: string };

/** Which stack to talk to; by default the one the app under test uses. */
export type StackTarget = { url?: string; key?: string; password?: string };

/** A service-role client (bypasses RLS): set-up an operator or an administrator would do. */
export function serviceClient(): SupabaseClient {
  return createClient(stackUrl(), serviceRoleKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
  });
}

/** A supabase-js client signed in as `email`, for acting as another user from the test. */
export async function signedInClient(
  email: string,
  { url, key, password = DEMO_PASSWORD }: StackTarget = {},
): Promise<SupabaseClient<Database>> {
  const client = createClient<Database>(url ?? stackUrl(), key ?? publishableKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}

/**
 * Signs in through @supabase/ssr exactly as the app's browser client does and returns the cookies
 * it writes (name `sb-<host>-auth-token`, base64 session, chunked when long).
 */
export async function sessionCookies(email: string, { url, key, password = DEMO_PASSWORD }: StackTarget = {}): Promise<SessionCookie[]> {
  const jar = new Map<string, string>();
  const client = createServerClient(url ?? stackUrl(), key ?? publishableKey(), {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
    realtime,
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  if (jar.size === 0) throw new Error(`sign-in of ${email} wrote no session cookie`);
  return [...jar].map(([name, value]) => ({ name, value }));
}

/** The cookies as one `Cookie` request header. */
export const cookieHeader = (cookies: SessionCookie[]): string => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

/** Signs a new user up through Auth (the sign-up trigger creates the profile) and returns a client as them. */
export async function newUser(tag: string, metadata: { full_name: string; cpf_cnpj: string; category: string }) {
  const email = uniqueEmail(tag);
  const client = createClient(stackUrl(), publishableKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
  });
  const { data, error } = await client.auth.signUp({ email, password: NEW_USER_PASSWORD, options: { data: metadata } });
  if (error || !data.user || !data.session) throw new Error(`sign-up of ${email} failed: ${error?.message ?? 'no session'}`);
  return { email, password: NEW_USER_PASSWORD, id: data.user.id, client };
}
