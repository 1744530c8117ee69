// "The database is unchanged": per table of schema public, plus storage.objects and auth.users,
// the row count and an md5 of its rows (order-independent), read over a direct connection.
import type { directSql } from '@conecta/supabase-local/testing';

type Sql = ReturnType<typeof directSql>;
export type Fingerprint = Record<string, string>;

/** Columns of auth.users that a sign-in or a token refresh rewrites by design. */
const PROJECTIONS: Record<string, string> = {
  'auth.users': 'select id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data, banned_until, deleted_at from auth.users',
};

let tables: string[] | null = null;

async function tableNames(sql: Sql): Promise<string[]> {
  if (tables) return tables;
  const rows = await sql<{ name: string }[]>`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_type = 'BASE TABLE'
      and (table_schema = 'public' or (table_schema, table_name) in (('storage', 'objects'), ('auth', 'users')))
    order by 1`;
  tables = rows.map((r) => r.name);
  return tables;
}

export async function fingerprint(sql: Sql): Promise<Fingerprint> {
  const names = await tableNames(sql);
  const out: Fingerprint = {};
  for (const name of names) {
    const source = PROJECTIONS[name] ? `(${PROJECTIONS[name]})` : name;
    const [row] = await sql.unsafe<{ n: number; h: string }[]>(
      `select count(*)::int as n, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as h from ${source} t`,
    );
    out[name] = `${row.n}:${row.h}`;
  }
  return out;
}

/** The tables whose fingerprint differs, leaving out those the caller allows to change. */
export function changedTables(before: Fingerprint, after: Fingerprint, allowed: readonly string[] = []): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name] && !allowed.includes(name)).sort();
}
