// Benchmark data: a user (through Auth, as the app makes them), 10k rows of bench_items owned by
// that user behind an RLS policy, and bench_events published for realtime.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Pool } from 'pg';
import WebSocket from 'ws';
import { LOCAL_JWT_SECRET, signHs256 } from '../keys';
import type { ChildStackInfo as Ready } from '../testing/child-stack';

export const ROWS = 10_000;
export const PASSWORD = 'Senha-forte-bench-123';

export const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as any },
};

export type BenchUser = { email: string; id: string; client: SupabaseClient<any, any, any> };

/** Creates the user with the admin API and signs in with the publishable key. */
export async function createUser(ready: Ready): Promise<BenchUser> {
  const email = `bench-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const admin = createClient(ready.url, ready.secretKey, clientOptions);
  const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (created.error) throw new Error(`admin.createUser failed: ${created.error.message}`);
  const client = createClient(ready.url, ready.publishableKey, clientOptions);
  const signed = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signed.error || !signed.data.session) throw new Error(`signInWithPassword failed: ${signed.error?.message ?? 'no session'}`);
  return { email, id: signed.data.user.id, client };
}

export async function createTables(pool: Pool, owner: string) {
  await pool.query(`
    create table if not exists public.bench_items (
      id bigint primary key, owner uuid not null, title text not null, price numeric(10,2) not null,
      created_at timestamptz not null default now());
    alter table public.bench_items enable row level security;
    drop policy if exists bench_items_owner on public.bench_items;
    create policy bench_items_owner on public.bench_items for select to authenticated using (owner = (select auth.uid()));
    create table if not exists public.bench_events (
      id bigint generated always as identity primary key, owner uuid not null, body text,
      shared boolean not null default false, created_at timestamptz not null default now());
    alter table public.bench_events enable row level security;
    drop policy if exists bench_events_owner on public.bench_events;
    create policy bench_events_owner on public.bench_events for select to authenticated
      using (owner = (select auth.uid()) or shared);
    do $$ begin
      if not exists (select 1 from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'bench_events') then
        alter publication supabase_realtime add table public.bench_events;
      end if;
    end $$;`);
  await pool.query('truncate public.bench_items');
  await pool.query(
    `insert into public.bench_items (id, owner, title, price)
     select g, $1, 'item ' || g, (g % 1000) / 10.0 from generate_series(1, ${ROWS}) g`,
    [owner],
  );
  await pool.query('analyze public.bench_items');
  await pool.query(`notify pgrst, 'reload schema'`);
}

/** Waits (bounded) until the Data API's schema cache knows bench_items. */
export async function waitForTable(client: SupabaseClient<any, any, any>) {
  let last = '';
  for (let i = 0; i < 100; i++) {
    const { data, error } = await client.from('bench_items').select('id').eq('id', 1);
    if (!error && data?.length === 1) return;
    last = error?.message ?? `got ${JSON.stringify(data)}`;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the Data API cannot read bench_items: ${last}`);
}

/** Clients acting as other (token-only) users: each brings its own claims to the RLS checks. */
export async function tokenClients(ready: Ready, count: number): Promise<SupabaseClient<any, any, any>[]> {
  const secret = process.env.SUPABASE_LOCAL_JWT_SECRET ?? LOCAL_JWT_SECRET;
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return Promise.all(
    Array.from({ length: count }, async () => {
      const client = createClient(ready.url, ready.publishableKey, clientOptions);
      await client.realtime.setAuth(signHs256({ sub: crypto.randomUUID(), role: 'authenticated', aud: 'authenticated', exp }, secret));
      return client;
    }),
  );
}
