// Hosted parity guard (docs/hosted-parity.md): the test stack's database has the role model of a
// hosted Supabase project. postgres, which ran every migration, the seed and the fixtures, is not
// a superuser; platform tables belong to their services; postgres may do what supautils lets it
// do on hosted and nothing more; each service's session runs as its own role.
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from 'postgres';
import { listMigrations } from '@conecta/supabase-local';
import { anonClient, directSql, roleSql, signedInUser } from '@conecta/supabase-local/testing';
import { subscribed } from './helpers';

const sql = directSql();
const authAdmin = roleSql('supabase_auth_admin');
afterAll(() => Promise.all([sql.end(), authAdmin.end()]));

/** Runs fn as postgres in a transaction that is always rolled back. */
async function inRolledBack<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
  let out: T;
  const rollback = new Error('rollback');
  await sql
    .begin(async (tx) => {
      out = await fn(tx as unknown as Sql);
      throw rollback;
    })
    .catch((e) => {
      if (e !== rollback) throw e;
    });
  return out!;
}

/** The error (code, message) a statement run as postgres fails with, rolled back either way. */
async function failure(statement: string): Promise<{ code: string; message: string }> {
  const e = await inRolledBack((tx) => tx.unsafe(statement)).then(
    () => null,
    (err) => err,
  );
  if (!e) throw new Error(`expected to fail: ${statement}`);
  return { code: e.code, message: e.message };
}

describe('roles', () => {
  it('postgres has the attributes of hosted and is not a superuser', async () => {
    const [postgres] = await sql`select rolsuper, rolcreatedb, rolcreaterole, rolcanlogin, rolreplication, rolbypassrls
                                 from pg_roles where rolname = 'postgres'`;
    expect(postgres).toEqual({
      rolsuper: false,
      rolcreatedb: true,
      rolcreaterole: true,
      rolcanlogin: true,
      rolreplication: true,
      rolbypassrls: true,
    });
    const [admin] = await sql`select rolsuper from pg_roles where rolname = 'supabase_admin'`;
    expect(admin.rolsuper).toBe(true);
  });

  it("postgres holds the API roles with admin option and none of the services' roles", async () => {
    const grants = await sql`select r.rolname, m.admin_option from pg_auth_members m join pg_roles r on r.oid = m.roleid
                             where m.member = 'postgres'::regrole order by 1`;
    expect(grants).toEqual([
      { rolname: 'anon', admin_option: true },
      { rolname: 'authenticated', admin_option: true },
      { rolname: 'service_role', admin_option: true },
    ]);
  });

  it('the Data API role may only become an API role', async () => {
    const rows = await sql`select r.rolname from pg_auth_members m join pg_roles r on r.oid = m.roleid
                           where m.member = 'authenticator'::regrole order by 1`;
    expect(rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
    const [authenticator] = await sql`select rolinherit, rolsuper, rolbypassrls from pg_roles where rolname = 'authenticator'`;
    expect(authenticator).toEqual({ rolinherit: false, rolsuper: false, rolbypassrls: false });
  });
});

describe('owners', () => {
  it('auth, storage and the local change capture belong to their services', async () => {
    const rows = await sql`select n.nspname as schema, array_agg(distinct pg_get_userbyid(c.relowner)) as owners
                           from pg_class c join pg_namespace n on n.oid = c.relnamespace
                           where n.nspname in ('auth', 'storage', '_realtime') and c.relkind in ('r', 'p', 'S', 'v')
                           group by 1 order by 1`;
    expect(rows).toEqual([
      { schema: '_realtime', owners: ['supabase_realtime_admin'] },
      { schema: 'auth', owners: ['supabase_auth_admin'] },
      { schema: 'storage', owners: ['supabase_storage_admin'] },
    ]);
    const schemas = await sql`select nspname, pg_get_userbyid(nspowner) as owner from pg_namespace
                              where nspname in ('auth', 'storage', 'extensions') order by 1`;
    expect(schemas).toEqual([
      { nspname: 'auth', owner: 'supabase_admin' },
      { nspname: 'extensions', owner: 'postgres' },
      { nspname: 'storage', owner: 'supabase_admin' },
    ]);
    const [publication] = await sql`select pg_get_userbyid(pubowner) as owner from pg_publication where pubname = 'supabase_realtime'`;
    expect(publication.owner).toBe('postgres');
  });
});

describe('migrations, seed and fixtures ran as postgres', () => {
  it('every migration of supabase/migrations is recorded', async () => {
    const dir = path.join(__dirname, '..', 'migrations');
    const rows = await sql`select version from supabase_migrations.schema_migrations order by 1`;
    expect(rows.map((r) => r.version)).toEqual(listMigrations(dir).map((m) => m.version));
    expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
  });

  it('what they made in public belongs to postgres', async () => {
    const others = await sql`
      select c.oid::regclass::text as name, pg_get_userbyid(c.relowner) as owner from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S') and c.relowner <> 'postgres'::regrole
      union all
      select p.oid::regprocedure::text, pg_get_userbyid(p.proowner) from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.proowner <> 'postgres'::regrole
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`;
    expect(others).toEqual([]);
  });
});

describe('what postgres may do on the platform tables (supautils on hosted)', () => {
  it('creates and drops triggers on auth.users', async () => {
    await inRolledBack(async (tx) => {
      await tx`create function public.parity_probe_trigger() returns trigger language plpgsql as 'begin return new; end'`;
      await tx`create trigger parity_probe after insert on auth.users for each row execute function public.parity_probe_trigger()`;
      await tx`drop trigger parity_probe on auth.users`;
    });
  });

  it('creates, alters and drops policies on storage.objects, storage.buckets and auth.users', async () => {
    const members = await inRolledBack(async (tx) => {
      await tx`create policy parity_probe on storage.objects for select to authenticated using (bucket_id = 'parity-probe')`;
      await tx`alter policy parity_probe on storage.objects using (bucket_id = 'parity-probe-2')`;
      await tx`drop policy parity_probe on storage.objects`;
      await tx`create policy parity_probe on storage.buckets for select to authenticated using (false)`;
      await tx`create policy parity_probe on auth.users for select to authenticated using (id = auth.uid())`;
      await tx`drop policy parity_probe on auth.users`;
      return tx`select r.rolname from pg_roles r where pg_has_role('postgres', r.oid, 'member') order by 1`;
    });
    // The ownership lent for each command is taken back when it ends.
    expect(members.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'postgres', 'service_role']);
  });

  it('sets the superuser settings hosted allows it, as a data-only dump does', async () => {
    const setting = await inRolledBack(async (tx) => {
      await tx`set local session_replication_role = replica`;
      const [{ value }] = await tx`select current_setting('session_replication_role') as value`;
      return value;
    });
    expect(setting).toBe('replica');
    expect((await failure('set local log_min_error_statement = panic')).code).toBe('42501');
  });

  it("may not alter auth's or storage's tables, nor create in their schemas", async () => {
    expect(await failure('alter table auth.users add column parity_probe int')).toEqual({
      code: '42501',
      message: 'must be owner of table users',
    });
    expect((await failure('alter table storage.objects disable row level security')).code).toBe('42501');
    expect((await failure('create table auth.parity_probe (id int)')).message).toBe('permission denied for schema auth');
    expect((await failure('create table storage.parity_probe (id int)')).message).toBe('permission denied for schema storage');
    expect((await failure('alter publication supabase_realtime add table auth.users')).message).toBe('must be owner of table users');
  });

  it('may not manage policies or triggers on another service table outside the granted list', async () => {
    // A table Auth made that is not on the list (as a new GoTrue table would be until listed).
    await authAdmin.unsafe(`
      create table if not exists auth.parity_probe (id int);
      create or replace function auth.parity_probe_trigger() returns trigger language plpgsql as 'begin return new; end';
      create or replace trigger parity_probe before insert on auth.parity_probe for each row execute function auth.parity_probe_trigger();
      drop policy if exists parity_probe on auth.parity_probe;
      create policy parity_probe on auth.parity_probe using (true);`);
    try {
      const refused = { code: '42501', message: 'must be owner of table parity_probe' };
      expect(await failure('create policy parity_probe_2 on auth.parity_probe using (true)')).toEqual(refused);
      expect(await failure('alter policy parity_probe on auth.parity_probe using (false)')).toEqual(refused);
      expect(await failure('drop policy parity_probe on auth.parity_probe')).toEqual(refused);
      expect(await failure('drop trigger parity_probe on auth.parity_probe')).toEqual(refused);
    } finally {
      await authAdmin.unsafe('drop table auth.parity_probe; drop function auth.parity_probe_trigger()');
    }
  });
});

describe('extensions from a migration', () => {
  it('creates the ones hosted lets postgres create, trusted or not, and postgres stays an ordinary role', async () => {
    const installed = await inRolledBack(async (tx) => {
      for (const name of ['unaccent', 'pg_trgm', 'citext', 'pgcrypto', 'uuid-ossp', 'moddatetime', 'pg_stat_statements']) {
        await tx.unsafe(`create extension if not exists "${name}" with schema extensions`);
      }
      const [{ unaccented }] = await tx`select extensions.unaccent('Ação São João') as unaccented`;
      const [{ sim }] = await tx`select extensions.similarity('criadora', 'criador') > 0.5 as sim`;
      const [{ rolsuper }] = await tx`select rolsuper from pg_roles where rolname = 'postgres'`;
      return { unaccented, sim, rolsuper };
    });
    expect(installed).toEqual({ unaccented: 'Acao Sao Joao', sim: true, rolsuper: false });
  });

  it("refuses one hosted refuses, with PostgreSQL's own error", async () => {
    expect(await failure('create extension file_fdw')).toEqual({
      code: '42501',
      message: 'permission denied to create extension "file_fdw"',
    });
    expect(await failure('create extension pageinspect')).toEqual({
      code: '42501',
      message: 'permission denied to create extension "pageinspect"',
    });
    const [{ rolsuper }] = await sql`select rolsuper from pg_roles where rolname = 'postgres'`;
    expect(rolsuper).toBe(false);
  });
});

describe('each service connects as its own role', () => {
  it('pg_stat_activity shows Auth, the Data API, Storage and Realtime as their roles', async () => {
    const user = await signedInUser({}, 'parity');
    const rest = await user.client.from('profiles').select('id').eq('id', user.user.id);
    expect(rest.error).toBeNull();
    const storage = await user.client.storage.from('avatars').list(user.user.id);
    expect(storage.error).toBeNull();
    const listener = anonClient();
    const channel = listener
      .channel(`parity-${user.user.id}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications' }, () => {});
    await subscribed(channel);
    try {
      const rows = await sql`select distinct application_name as app, usename as role from pg_stat_activity
                             where application_name like 'supabase-local %' order by 1`;
      expect(rows).toEqual([
        { app: 'supabase-local auth', role: 'supabase_auth_admin' },
        { app: 'supabase-local realtime', role: 'supabase_realtime_admin' },
        { app: 'supabase-local rest', role: 'authenticator' },
        { app: 'supabase-local storage', role: 'supabase_storage_admin' },
      ]);
    } finally {
      await listener.removeAllChannels();
      listener.realtime.disconnect();
    }
  });
});
