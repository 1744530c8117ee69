// Runs a plan as the caller in one transaction (read-only for GET/HEAD), pipelined with its
// BEGIN/COMMIT. Writes whose outcome decides commit or rollback (a singular response with ≠1
// row, max-affected, tx=rollback) let the check see the result inside the transaction.
import type { IncomingMessage } from 'node:http';
import type { Sql } from 'postgres';
import type { RequestContext } from '../context';
import { statementAsCaller } from '../db';
import { RestError, singularError } from './errors';
import type { ExecPlan } from './plan';

export type ResultRow = { total: number | null; n: number; body: string | null; inserted?: number };

/** PostgreSQL infers each parameter's type from its use: send them as `unknown` (oid 705) text. */
const UNKNOWN = 705;

function check(plan: ExecPlan, row: ResultRow) {
  if (plan.single && row.n !== 1) throw singularError(row.n);
  if (plan.maxAffected !== undefined && row.n > plan.maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${row.n} rows`);
  }
}

export async function runPlan(sql: Sql, ctx: RequestContext, plan: ExecPlan, req: IncomingMessage, path: string): Promise<ResultRow> {
  plan.bound ??= plan.params.map((v) => sql.typed(v as any, UNKNOWN));
  // Reads commit in the same round trip; their checks run afterwards (nothing to undo).
  const decides = !plan.readOnly && (plan.single || plan.maxAffected !== undefined);
  const before = plan.explain ? { text: plan.explain.text, rows: undefined as any[] | undefined } : undefined;
  const rows = await statementAsCaller(sql, ctx, plan.text, plan.bound, {
    before,
    prepare: plan.prepare !== false,
    readOnly: plan.readOnly,
    method: req.method,
    path,
    headers: req.headers,
    rollback: !plan.readOnly && plan.rollback,
    check: decides ? (r) => check(plan, r[0]) : undefined,
  });
  const row = rows[0] as ResultRow;
  if (plan.explain && before?.rows) {
    // The planner's estimate of the counted rows, as PostgREST reads it ("Plan Rows" of the top node).
    let explained = before.rows[0]?.['QUERY PLAN'];
    if (typeof explained === 'string') explained = JSON.parse(explained);
    const planned = Number(explained?.[0]?.Plan?.['Plan Rows'] ?? 0);
    if (!plan.explain.estimated || (row.total ?? 0) > plan.explain.maxRows) row.total = planned;
  }
  if (!decides) check(plan, row);
  return row;
}
