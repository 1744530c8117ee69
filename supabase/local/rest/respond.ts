// Writes a plan's result as PostgREST does: status (200/201/204/206/416), Content-Range, the
// JSON body exactly as PostgreSQL built it, CSV on request.
import type { ServerResponse } from 'node:http';
import { toCsv } from './csv';
import { RestError, type ErrorBody } from './errors';
import type { ExecPlan } from './plan';
import type { ResultRow } from './execute';

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';
const GEOJSON_TYPE = 'application/geo+json; charset=utf-8';

export function sendError(
  res: ServerResponse,
  status: number,
  body: ErrorBody | { message: string },
  headers: Record<string, string> = {},
) {
  if (res.headersSent) return res.destroy();
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': JSON_TYPE, 'Content-Length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

function contentRange(plan: ExecPlan, row: ResultRow): string {
  const total = row.total ?? (plan.isWrite && plan.counted ? row.n : null);
  const totalText = total === null ? '*' : String(total);
  if (plan.isWrite || row.n === 0) return `*/${totalText}`;
  return `${plan.offset}-${plan.offset + row.n - 1}/${totalText}`;
}

export function sendResult(res: ServerResponse, plan: ExecPlan, row: ResultRow, method: string) {
  const headers: Record<string, string> = {};
  if (plan.applied.length) headers['Preference-Applied'] = plan.applied.join(', ');
  let status = plan.status;
  if (!plan.scalar || plan.rangeHeader) headers['Content-Range'] = contentRange(plan, row);
  if (!plan.isWrite && !plan.scalar && row.total !== null) {
    const lower = plan.offset;
    const upper = lower + row.n - 1;
    if (lower > row.total) {
      const err = new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${lower} was requested, but there are only ${row.total} rows.`,
      );
      return sendError(res, 416, err.body(), headers);
    }
    if (1 + upper - lower < row.total) status = 206;
  }
  // An upsert that only updated answers 200, as PostgREST does.
  if (plan.upsert && row.inserted === 0) status = 200;
  if (plan.location && row.body) {
    const pk = JSON.parse(row.body) as Record<string, unknown>;
    headers.Location = `/${plan.location.table}?` + plan.location.pk.map((c) => `${c}=eq.${encodeURIComponent(String(pk[c]))}`).join('&');
  }
  if (method === 'HEAD' || !plan.returnBody || status === 204) {
    res.writeHead(status, headers);
    return res.end();
  }
  let body = row.body ?? 'null';
  let type = plan.single ? OBJECT_TYPE : JSON_TYPE;
  if (plan.csv) {
    // Row sets arrive as CSV built by PostgreSQL; a scalar or composite result is converted here.
    if (plan.scalar) body = toCsv(body);
    type = CSV_TYPE;
  }
  if (plan.geojson) type = GEOJSON_TYPE;
  headers['Content-Type'] = type;
  headers['Content-Length'] = String(Buffer.byteLength(body));
  res.writeHead(status, headers);
  res.end(body);
}
