// Test harness for the `db` Jest project: official clients pointed at the test stack.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import WebSocket from 'ws';

export const stackEnv = {
  url: process.env.TEST_STACK_URL!,
  dbUrl: process.env.TEST_STACK_DB_URL!,
  anonKey: process.env.TEST_STACK_ANON_KEY!,
  serviceKey: process.env.TEST_STACK_SERVICE_KEY!,
  publishableKey: process.env.TEST_STACK_PUBLISHABLE_KEY!,
  secretKey: process.env.TEST_STACK_SECRET_KEY!,
  jwtSecret: process.env.TEST_STACK_JWT_SECRET!,
};

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  // Node 20 has no global WebSocket; supabase-js needs a transport at createClient time.
  realtime: { transport: WebSocket as any },
};

/** A client with the publishable (anon) key and no session. */
export function anonClient(key = stackEnv.publishableKey): SupabaseClient<any, any, any> {
  return createClient(stackEnv.url, key, clientOptions);
}

/** A client with the secret (service_role) key: bypasses RLS. */
export function serviceClient(key = stackEnv.secretKey): SupabaseClient<any, any, any> {
  return createClient(stackEnv.url, key, clientOptions);
}

export const uniqueEmail = (tag = 'user') => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** Signs up a new user through /auth/v1/signup and returns a client signed in as them. */
export async function signedInUser(data: Record<string, unknown> = {}, tag = 'user') {
  const client = anonClient();
  const email = uniqueEmail(tag);
  const password = 'Senha-forte-123';
  const { data: res, error } = await client.auth.signUp({ email, password, options: { data } });
  if (error || !res.session || !res.user) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, email, password, user: res.user, session: res.session };
}

/**
 * A direct connection as postgres, for assertions that data was (not) changed. As on a hosted
 * project, postgres is not a superuser (it bypasses RLS and owns what the migrations made).
 */
export function directSql() {
  return postgres(stackEnv.dbUrl, { max: 2, onnotice: () => {} });
}

/** A direct connection as one of the platform's login roles (supabase_auth_admin, authenticator ...). */
export function roleSql(role: string) {
  const url = new URL(stackEnv.dbUrl);
  url.username = role;
  return postgres(url.toString(), { max: 1, onnotice: () => {} });
}
