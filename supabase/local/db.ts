// Database access for the local stack's services. Every request that acts for a caller runs in
// one transaction as the caller's role with request.jwt.claims set, so RLS decides.
import postgres, { type Sql, type TransactionSql } from 'postgres';
import type { RequestContext } from './context';

export function createSql(url: string, max = 16): Sql {
  return postgres(url, {
    max,
    onnotice: () => {},
    prepare: true,
    connection: { application_name: 'supabase-local' },
    // Values are passed through as PostgreSQL renders them; services build JSON in SQL.
    types: { bigint: postgres.BigInt },
    transform: { undefined: null },
  });
}

export type TxOptions = { readOnly?: boolean; method?: string; path?: string; headers?: Record<string, unknown> };

/**
 * Runs fn inside a transaction as ctx's role. The set_config call and fn's first query are
 * pipelined on one connection, so the role switch costs no extra round trip.
 */
export async function asCaller<T>(sql: Sql, ctx: RequestContext, fn: (tx: TransactionSql) => Promise<T>, opts: TxOptions = {}): Promise<T> {
  const result = await sql.begin(opts.readOnly ? 'read only' : 'read write', async (tx) => {
    const setup = tx`select set_config('role', ${ctx.role}, true),
      set_config('request.jwt.claims', ${JSON.stringify(ctx.claims)}, true),
      set_config('request.method', ${opts.method ?? ''}, true),
      set_config('request.path', ${opts.path ?? ''}, true),
      set_config('request.headers', ${JSON.stringify(opts.headers ?? {})}, true)`.execute();
    setup.catch(() => {});
    const out = fn(tx);
    await setup;
    return out;
  });
  return result as T;
}
