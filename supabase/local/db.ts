// Database access for the local stack's services. Every request that acts for a caller runs in
// one transaction as the caller's role with request.jwt.claims set, so RLS decides.
import postgres, { type Sql, type TransactionSql } from 'postgres';
import type { RequestContext } from './context';

/**
 * socketPath: the server's Unix socket, cheaper per write than loopback TCP, when it is ours.
 * name: shown as application_name in pg_stat_activity ("supabase-local auth" ...).
 */
export function createSql(url: string, max = 16, socketPath?: string, name = 'supabase-local'): Sql {
  return postgres(url, {
    max,
    // After failed connections postgres.js waits before a connection tries again, by default
    // 3^failures / 100 s (up to 20 s, counted over the whole pool): once PostgreSQL was back, the
    // requests queued on such connections still waited for it. PostgREST tries again on the next
    // request; here at most half a second later. A server that takes the socket and never answers
    // is given up on after 5 s (the request answers 503 rather than hang).
    backoff: (failures: number) => Math.min(0.05 * 2 ** failures, 0.5),
    connect_timeout: 5,
    ...(socketPath ? { path: socketPath } : {}),
    onnotice: () => {},
    prepare: true,
    connection: { application_name: name },
    // Values are passed through as PostgreSQL renders them; services build JSON in SQL.
    types: { bigint: postgres.BigInt },
    transform: { undefined: null },
  });
}

export type TxOptions = { readOnly?: boolean; method?: string; path?: string; headers?: Record<string, unknown> };

/** The caller's role and request settings, local to the current transaction. */
function callerContext(tx: Sql | TransactionSql, ctx: RequestContext, opts: TxOptions) {
  return tx`select set_config('role', ${ctx.role}, true),
      set_config('request.jwt.claims', ${JSON.stringify(ctx.claims)}, true),
      set_config('request.method', ${opts.method ?? ''}, true),
      set_config('request.path', ${opts.path ?? ''}, true),
      set_config('request.headers', ${JSON.stringify(opts.headers ?? {})}, true)`.execute();
}

/**
 * Runs fn inside a transaction as ctx's role. The set_config call and fn's first query are
 * pipelined on one connection, so the role switch costs no extra round trip.
 */
export async function asCaller<T>(sql: Sql, ctx: RequestContext, fn: (tx: TransactionSql) => Promise<T>, opts: TxOptions = {}): Promise<T> {
  const result = await sql.begin(opts.readOnly ? 'read only' : 'read write', async (tx) => {
    const setup = callerContext(tx, ctx, opts);
    setup.catch(() => {});
    const out = fn(tx);
    await setup;
    return out;
  });
  return result as T;
}

export type StatementOptions = TxOptions & {
  /** Sees the rows inside the transaction; throwing rolls it back (the COMMIT waits for it). */
  check?: (rows: any[]) => void;
  /** Roll back instead of committing (the rows are still returned). */
  rollback?: boolean;
  /** Keep a named prepared statement for the text (default true). */
  prepare?: boolean;
  /** A statement run just before the main one, in the same transaction (its rows go to `before`). */
  before?: { text: string; rows?: any[] };
};

/**
 * One statement as ctx's role, like asCaller but with BEGIN, the caller context, the statement
 * and the COMMIT written together: one round trip on a reserved connection. With `check` the
 * transaction ends only after check has seen the rows (a second round trip).
 */
export async function statementAsCaller(sql: Sql, ctx: RequestContext, text: string, params: unknown[], opts: StatementOptions = {}) {
  const c = await sql.reserve();
  try {
    // execute() in this order: postgres.js sends queries in the order they start executing.
    const steps: PromiseLike<unknown>[] = [c.unsafe(opts.readOnly ? 'begin read only' : 'begin').execute(), callerContext(c, ctx, opts)];
    const before = opts.before;
    if (before)
      steps.push(
        c
          .unsafe(before.text, [], { prepare: false })
          .execute()
          .then((r: any[]) => void (before.rows = r)),
      );
    const main = steps.length;
    steps.push(c.unsafe(text, params as any[], { prepare: opts.prepare ?? true }).execute());
    const decideLater = !!opts.check || !!opts.rollback;
    if (!decideLater) steps.push(c.unsafe('commit').execute());
    const settled = await Promise.allSettled(steps);
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) {
      if (decideLater) await c.unsafe('rollback').catch(() => {});
      throw failed.reason;
    }
    const rows = (settled[main] as PromiseFulfilledResult<any[]>).value;
    if (decideLater) {
      try {
        opts.check?.(rows);
      } catch (e) {
        await c.unsafe('rollback').catch(() => {});
        throw e;
      }
      await c.unsafe(opts.rollback ? 'rollback' : 'commit');
    }
    return rows;
  } finally {
    c.release();
  }
}
