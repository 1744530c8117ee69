// Hosted parity guard, on a stack of its own (the real migrations and seed, config.toml's hook):
// Auth runs the custom access token hook as supabase_auth_admin, so a missing grant stops every
// sign-in, as it would on hosted, and says so in the stack log and in pt-BR in the app; and what
// the migrations revoked stays revoked when the stack starts again on the same data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import WebSocket from 'ws';
import { authErrorMessage, SESSION_HOOK_FAILED } from '@/lib/auth/auth-error-message';
import { HOOK_FAILURE_PREFIX } from '@conecta/supabase-local';
import { extraStackPorts, spawnStack, type ChildStack } from '@conecta/supabase-local/testing';
import { DEMO_PASSWORD } from './helpers';

const HOOK_URI = 'pg-functions://postgres/public/custom_access_token_hook';
const EMAIL = 'criador@exemplo.com.br';
const ports = extraStackPorts();

let stack: ChildStack;
let dataDir: string;
const logs: string[] = [];

async function start(reset: boolean) {
  stack = await spawnStack({ config: { ...ports, dataDir }, reset }, { onLog: (line) => logs.push(line) });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-stack-test-'));
  fs.chmodSync(dataDir, 0o755);
  await start(true);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

const client = () =>
  createClient(stack.url, stack.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as any },
  });

test('without its grant to supabase_auth_admin the hook fails every sign-in, loudly', async () => {
  const sql = postgres(stack.dbUrl, { max: 1, onnotice: () => {} });
  try {
    const before = await client().auth.signInWithPassword({ email: EMAIL, password: DEMO_PASSWORD });
    expect(before.error).toBeNull();

    await sql`revoke select on public.profiles from supabase_auth_admin`;
    try {
      const failed = await client().auth.signInWithPassword({ email: EMAIL, password: DEMO_PASSWORD });
      expect(failed.data.session).toBeNull();
      expect(failed.error).toMatchObject({ status: 500, message: `Error running hook URI: ${HOOK_URI}` });
      expect(authErrorMessage(failed.error)).toBe(SESSION_HOOK_FAILED);

      // GoTrue's answer, as the hosted Auth server gives it.
      const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: stack.publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ code: 'unexpected_failure', message: `Error running hook URI: ${HOOK_URI}` });
      expect(logs).toContain(`${HOOK_FAILURE_PREFIX} ${HOOK_URI} failed as supabase_auth_admin: permission denied for table profiles`);
      // No half-made session is left behind.
      const [{ n }] = await sql`select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id
                                where u.email = ${EMAIL}`;
      expect(n).toBe(1);
    } finally {
      await sql`grant select on public.profiles to supabase_auth_admin`;
    }
    const after = await client().auth.signInWithPassword({ email: EMAIL, password: DEMO_PASSWORD });
    expect(after.error).toBeNull();
  } finally {
    await sql.end();
  }
}, 60_000);

test('what the migrations revoked stays revoked when the platform is applied again on a restart', async () => {
  // The stack applies its platform files again when their text changed (a newer version of the
  // stack); clearing the recorded digest makes this restart do so.
  const url = new URL(stack.dbUrl);
  url.username = 'supabase_admin';
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await admin`alter database postgres reset supabase_local.platform`.finally(() => admin.end());
  await stack.stop();
  await start(false);
  const sql = postgres(stack.dbUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select
        has_table_privilege('anon', 'public.public_profiles', 'select') as anon_reads_public_profiles,
        has_table_privilege('anon', 'public.profiles', 'select') as anon_reads_profiles,
        has_function_privilege('anon', 'public.apply_unread_deltas(text, uuid[], integer[])', 'execute') as anon_runs_counters,
        has_column_privilege('authenticated', 'public.messages', 'created_at', 'insert') as user_sets_message_time,
        (select rolsuper from pg_roles where rolname = 'postgres') as postgres_is_superuser`;
    expect(row).toEqual({
      anon_reads_public_profiles: false,
      anon_reads_profiles: false,
      anon_runs_counters: false,
      user_sets_message_time: false,
      postgres_is_superuser: false,
    });
    const rpc = await client().rpc('apply_unread_deltas', { counter: 'messages', profile_ids: [], deltas: [] });
    expect(rpc.error?.code).toBe('42501');
  } finally {
    await sql.end();
  }
}, 120_000);
