// The role model of a hosted Supabase project on the local cluster (docs/hosted-parity.md): the
// superuser supabase_admin sets up roles, platform objects, their owners and privileges, and the
// supautils emulation; migrations and the seed then run as postgres, and each service connects
// as its own role. Databases made by earlier versions, where postgres was the superuser, are
// upgraded in place first.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres, { type Sql, type TransactionSql } from 'postgres';

/** The cluster's superuser, as on hosted (initdb's bootstrap user). */
export const SUPERUSER = 'supabase_admin';
/** The role `supabase db push` / `db reset` run migrations and the seed as. */
export const MIGRATION_ROLE = 'postgres';
/** The login each service connects as. */
export const SERVICE_ROLES = {
  auth: 'supabase_auth_admin',
  rest: 'authenticator',
  storage: 'supabase_storage_admin',
  realtime: 'supabase_realtime_admin',
} as const;
export type Service = keyof typeof SERVICE_ROLES;
/**
 * Every login role's password, local-only: the cluster listens on 127.0.0.1 and a Unix socket.
 * The same for all, as under the Supabase CLI.
 */
export const LOCAL_DB_PASSWORD = 'postgres';

const SQL_DIR = path.join(__dirname, 'sql');
/**
 * Applied in this order, in one transaction, whenever their text differs from what the database
 * last got (each file is idempotent). The digest of the text is kept as a database setting.
 */
const PLATFORM_FILES = ['roles.sql', 'bootstrap.sql', 'privileges.sql', 'supautils.sql'];
const APPLIED_SETTING = 'supabase_local.platform';
const UPGRADE_ROLE = 'supabase_local_upgrade';

function platformSql(): { text: string; digest: string } {
  const text = PLATFORM_FILES.map((f) => fs.readFileSync(path.join(SQL_DIR, f), 'utf8')).join('\n');
  return { text, digest: crypto.createHash('sha256').update(text).digest('hex').slice(0, 20) };
}

/** The same server, database and password as `url`, logged in as `role`. */
export function roleUrl(url: string, role: string): string {
  const u = new URL(url);
  u.username = role;
  return u.toString();
}

export type Connect = {
  (role: string): Sql;
  /** The password every login role is given (the one in the cluster's URL). */
  password: string;
};

/** Short-lived connections for set-up work (not the services' pools). */
export function connector(url: string, socket?: string): Connect {
  const connect = (role: string) =>
    postgres(roleUrl(url, role), {
      max: 1,
      ...(socket ? { path: socket } : {}),
      onnotice: () => {},
      connection: { application_name: `supabase-local ${role}` },
    });
  return Object.assign(connect, { password: decodeURIComponent(new URL(url).password) || LOCAL_DB_PASSWORD });
}

/**
 * Applies the role model as the superuser. An earlier local database (postgres as the
 * superuser) of the stack's own cluster is upgraded in place first; `notice` tells the user so.
 * A server given by SUPABASE_DB_URL is never changed that way: it must have supabase_admin.
 */
export async function applyPlatform(connect: Connect, notice: (m: string) => void, opts: { upgrade: boolean }): Promise<void> {
  const { text, digest } = platformSql();
  let admin = connect(SUPERUSER);
  try {
    await admin`select 1`;
  } catch (e) {
    await admin.end({ timeout: 1 });
    if (!isLoginRefused(e)) throw e;
    if (!opts.upgrade) {
      throw new Error(
        `${SUPERUSER} cannot log in to the database (${(e as Error).message}). The local stack needs ` +
          `${SUPERUSER} as the server's superuser, with the same password as postgres, as in Supabase's own image.`,
      );
    }
    await upgradeEarlierDatabase(connect, notice);
    admin = connect(SUPERUSER);
  }
  try {
    await admin.begin(async (tx) => {
      await tx.unsafe(text);
      await ensureLogins(tx, connect.password);
      const [{ db }] = await tx<{ db: string }[]>`select current_database() as db`;
      await tx.unsafe(`alter database ${quoteIdent(db)} set ${APPLIED_SETTING} = ${quoteLiteral(digest)}`);
    });
  } finally {
    await admin.end({ timeout: 1 });
  }
}

/**
 * True when the database got the current platform text already and `sql` (as postgres) is no
 * superuser: nothing to apply. False too when postgres cannot log in yet (a new cluster).
 */
export async function platformApplied(sql: Sql): Promise<boolean> {
  try {
    const [row] = await sql<{ applied: string | null; superuser: boolean }[]>`
      select current_setting(${APPLIED_SETTING}, true) as applied,
             (select rolsuper from pg_roles where rolname = current_user) as superuser`;
    return row.applied === platformSql().digest && !row.superuser;
  } catch (e) {
    if (isLoginRefused(e)) return false;
    throw e;
  }
}

/** Gives the migration role and the services their login and local password where they lack one. */
async function ensureLogins(admin: TransactionSql, password: string) {
  const roles = [SUPERUSER, MIGRATION_ROLE, ...Object.values(SERVICE_ROLES)];
  const missing = await admin<{ rolname: string }[]>`
    select rolname from pg_authid
    where rolname = any(${roles}) and (not rolcanlogin or rolpassword is null)`;
  for (const { rolname } of missing) {
    await admin.unsafe(`alter role ${quoteIdent(rolname)} with login password ${quoteLiteral(password)}`);
  }
}

/** 28P01: wrong password or no such role; 28000: the role may not log in. */
function isLoginRefused(e: unknown): boolean {
  const code = (e as { code?: string })?.code;
  return code === '28P01' || code === '28000';
}

async function upgradeEarlierDatabase(connect: Connect, notice: (m: string) => void) {
  const old = connect(MIGRATION_ROLE);
  try {
    const [boot] = await old<{ rolname: string }[]>`select rolname from pg_roles where oid = 10`;
    if (boot?.rolname !== MIGRATION_ROLE) {
      throw new Error(`its superuser is "${boot?.rolname}", and ${SUPERUSER} cannot log in`);
    }
    notice(
      'Upgrading the local database to the hosted role model (postgres is no longer a superuser, ' +
        `${SUPERUSER} is); your data is kept. Earlier versions gave the API roles back every grant ` +
        'on public at each start, undoing revokes made by migrations; `npm run db:reset` rebuilds ' +
        'the database without them (local data is lost).',
    );
    await old.unsafe(`do $$ begin
        if exists (select 1 from pg_roles where rolname = '${UPGRADE_ROLE}') then
          alter role ${UPGRADE_ROLE} with superuser login password ${quoteLiteral(connect.password)};
        else
          create role ${UPGRADE_ROLE} with superuser login password ${quoteLiteral(connect.password)};
        end if;
      end $$`);
  } catch (e) {
    throw new Error(
      `The local database could not be upgraded to the hosted role model: ${(e as Error).message}. ` +
        'Nothing was changed. `npm run db:reset` rebuilds it from the migrations and the seed (local data is lost).',
    );
  } finally {
    await old.end({ timeout: 1 });
  }
  const upgrader = connect(UPGRADE_ROLE);
  try {
    await upgrader.begin((tx) => tx.unsafe(fs.readFileSync(path.join(SQL_DIR, 'upgrade.sql'), 'utf8')));
  } catch (e) {
    throw new Error(
      `The local database could not be upgraded to the hosted role model: ${(e as Error).message}. ` +
        'The upgrade was rolled back and the data is untouched; `npm run db:reset` rebuilds the database ' +
        'from the migrations and the seed (local data is lost).',
    );
  } finally {
    await upgrader.end({ timeout: 1 });
  }
}

function quoteIdent(name: string) {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(value: string) {
  return `'${value.replace(/'/g, "''")}'`;
}
