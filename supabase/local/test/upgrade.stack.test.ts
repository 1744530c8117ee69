// A local database made by an earlier version of the stack (postgres as the cluster's bootstrap
// superuser) is upgraded in place on the next start: the user is told, data and ownership of what
// they made are kept, postgres stops being a superuser, and a new migration then applies as
// postgres (with a trigger on auth.users and a policy on storage.objects, as hosted allows).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import WebSocket from 'ws';
import { listMigrations } from '../migrate';
import { spawnStack, type ChildStack } from '../testing/child-stack';
import { extraStackPorts } from '../testing/ports';

const ports = extraStackPorts();
const NOTICE = 'Upgrading the local database to the hosted role model';

let stack: ChildStack | undefined;
let dataDir: string;

afterAll(async () => {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

const NEW_MIGRATION = `
  create table public.after_upgrade (id uuid primary key references auth.users (id) on delete cascade);
  create function public.after_upgrade_signup() returns trigger language plpgsql security definer set search_path = ''
    as 'begin insert into public.after_upgrade (id) values (new.id); return new; end';
  create trigger after_upgrade_signup after insert on auth.users for each row execute function public.after_upgrade_signup();
  create policy "after upgrade: nobody" on storage.objects for select to authenticated using (false);`;

test('an earlier database is upgraded in place, keeps its data and then runs a new migration as postgres', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-stack-test-'));
  fs.chmodSync(dataDir, 0o755);
  const realMigrations = path.join(__dirname, '..', '..', 'migrations');
  const migrationsDir = path.join(dataDir, 'migrations');
  fs.mkdirSync(migrationsDir);
  for (const m of listMigrations(realMigrations)) fs.copyFileSync(m.file, path.join(migrationsDir, path.basename(m.file)));
  fs.writeFileSync(path.join(migrationsDir, '29991231000000_after_upgrade.sql'), NEW_MIGRATION);
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, '..', 'testing', 'earlier-cluster.ts'),
      dataDir,
      String(ports.dbPort),
      `
    create table public.kept_notes (id int primary key, body text);
    insert into public.kept_notes values (1, 'dados locais');
    create function public.kept_answer() returns int language sql security definer set search_path = '' as 'select 42';
    create type public.kept_mood as enum ('feliz', 'triste');`,
    ],
    { stdio: 'inherit' },
  );

  const logs: string[] = [];
  stack = await spawnStack({ config: { ...ports, dataDir, migrationsDir } }, { onLog: (line) => logs.push(line) });
  expect(logs.filter((l) => l.startsWith(NOTICE))).toHaveLength(1);

  const sql = postgres(stack.dbUrl, { max: 1, onnotice: () => {} });
  try {
    expect(await sql`select id, body from public.kept_notes`).toEqual([{ id: 1, body: 'dados locais' }]);
    const owners = await sql`
      select 'kept_notes' as name, pg_get_userbyid(relowner) as owner from pg_class where oid = 'public.kept_notes'::regclass
      union all select 'kept_answer', pg_get_userbyid(proowner) from pg_proc where oid = 'public.kept_answer()'::regprocedure
      union all select 'kept_mood', pg_get_userbyid(typowner) from pg_type where oid = 'public.kept_mood'::regtype
      union all select 'auth.users', pg_get_userbyid(relowner) from pg_class where oid = 'auth.users'::regclass`;
    expect(owners).toEqual([
      { name: 'kept_notes', owner: 'postgres' },
      { name: 'kept_answer', owner: 'postgres' },
      { name: 'kept_mood', owner: 'postgres' },
      { name: 'auth.users', owner: 'supabase_auth_admin' },
    ]);
    const roles = await sql`select rolname, oid = 10 as bootstrap, rolsuper from pg_roles
                            where rolname in ('postgres', 'supabase_admin', 'supabase_local_upgrade') order by 1`;
    expect(roles).toEqual([
      { rolname: 'postgres', bootstrap: false, rolsuper: false },
      { rolname: 'supabase_admin', bootstrap: true, rolsuper: true },
    ]);
    const applied = await sql`select version from supabase_migrations.schema_migrations order by 1`;
    expect(applied.map((r) => r.version)).toEqual(listMigrations(migrationsDir).map((m) => m.version));
    const [table] = await sql`select pg_get_userbyid(relowner) as owner from pg_class where oid = 'public.after_upgrade'::regclass`;
    expect(table.owner).toBe('postgres');
  } finally {
    await sql.end();
  }

  // The upgraded stack works end to end: a demo account of the seed signs in through the token
  // hook; a sign-up runs the profile trigger and the new migration's trigger.
  const client = createClient(stack.url, stack.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as any },
  });
  const demo = await client.auth.signInWithPassword({ email: 'criador@exemplo.com.br', password: 'Demo@12345' });
  expect(demo.error).toBeNull();
  await client.auth.signOut();
  const email = `upgrade-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const { data, error } = await client.auth.signUp({ email, password: 'Senha-forte-123', options: { data: { full_name: 'Ana' } } });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  const profile = await client.from('profiles').select('full_name').eq('id', data.user!.id).single();
  expect(profile.data).toEqual({ full_name: 'Ana' });
  const check = postgres(stack.dbUrl, { max: 1, onnotice: () => {} });
  try {
    expect(await check`select 1 from public.after_upgrade where id = ${data.user!.id}`).toHaveLength(1);
  } finally {
    await check.end();
  }

  // A second start finds nothing to upgrade.
  await stack.stop();
  logs.length = 0;
  stack = await spawnStack({ config: { ...ports, dataDir, migrationsDir } }, { onLog: (line) => logs.push(line) });
  expect(logs.filter((l) => l.startsWith(NOTICE))).toHaveLength(0);
}, 180_000);
