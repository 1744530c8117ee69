// An executable plan: one SQL statement (returning total, n and body) plus what the response
// needs. Also compiles plain reads (GET/HEAD on a table or view).
import type { QueryParams } from './ast';
import { buildNode, checkParamPaths, fromWhereSql, nodeSql, tableSource, type Build, type ReadNode } from './compile-read';
import { parseQuery } from './query-params';
import type { Output, RestRequest } from './request';
import { Aliases, Params, ident } from './sql';
import type { Relation, SchemaCache } from '../schema-cache';

export type ExecPlan = {
  text: string;
  params: (string | null)[];
  readOnly: boolean;
  /** First row index, for Content-Range. */
  offset: number;
  counted: boolean;
  /** Object output: exactly one row must come back. */
  single: boolean;
  head: boolean;
  csv: boolean;
  geojson?: boolean;
  /** The body is a bare JSON value (scalar or composite RPC result), not a row set. */
  scalar: boolean;
  /** A scalar result that still answers Content-Range (a scalar function's one row). */
  rangeHeader?: boolean;
  status: number;
  /** Write plans: no body unless return=representation. */
  returnBody: boolean;
  isWrite: boolean;
  location?: { table: string; pk: string[] };
  maxAffected?: number;
  rollback: boolean;
  applied: string[];
  /** The parameters wrapped for the driver, made once per cached plan. */
  bound?: unknown[];
  /** Keep a prepared statement for this text (false when the text varies with the body). */
  prepare?: boolean;
  /** count=planned/estimated: EXPLAIN of the counted rows (values inlined as literals). */
  explain?: { text: string; estimated: boolean; maxRows: number };
  /** A POST with on_conflict resolution: 200 when no row was inserted. */
  upsert?: boolean;
};

export function newBuild(cache: SchemaCache, query: QueryParams): Build {
  return { cache, params: new Params(), aliases: new Aliases(), query };
}

/** The JSON body of a row set `_r`, built by PostgreSQL. */
export function bodySql(output: Output, head: boolean): string {
  if (head) return 'NULL::text';
  if (output.type === 'csv') {
    // As PostgREST builds it: the keys of the first row, then each row in PostgreSQL's record
    // text form without its parentheses (values quoted where the record syntax needs it).
    const header = `(SELECT coalesce(string_agg(_k, ','), '') FROM json_object_keys(json_agg(_r) -> 0) AS _k)`;
    return `${header} || E'\\n' || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`;
  }
  if (output.type === 'geojson') {
    const fn = `${ident(output.postgisSchema ?? 'public')}.st_asgeojson`;
    return `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(${fn}(_r)::json), '[]'))::text`;
  }
  if (output.type === 'object') {
    return output.stripNulls ? 'json_strip_nulls(json_agg(_r) -> 0)::text' : '(json_agg(_r) -> 0)::text';
  }
  if (output.stripNulls) return `coalesce(json_agg(json_strip_nulls(row_to_json(_r))), '[]')::text`;
  return `coalesce(json_agg(_r), '[]')::text`;
}

/** Offset and limit from limit/offset, the Range header and the max_rows cap. */
export function window(req: RestRequest, qpOffset: number | undefined, qpLimit: number | undefined, maxRows: number) {
  let from = qpOffset ?? 0;
  let to = qpLimit === undefined ? Infinity : from + qpLimit - 1;
  if (req.range) {
    from = Math.max(from, req.range.from);
    to = Math.min(to, req.range.to ?? Infinity);
  }
  const limit = Math.min(Math.max(to - from + 1, 0), maxRows);
  return { offset: from, limit };
}

export function basePlan(req: RestRequest): Omit<ExecPlan, 'text' | 'params'> {
  const head = req.method === 'HEAD';
  return {
    readOnly: head || req.method === 'GET',
    offset: 0,
    counted: !!req.prefer.count,
    single: req.output.type === 'object',
    head,
    csv: req.output.type === 'csv',
    geojson: req.output.type === 'geojson',
    scalar: false,
    status: 200,
    returnBody: !head,
    isWrite: false,
    rollback: req.prefer.tx === 'rollback',
    applied: appliedPreferences(
      req,
      req.target.kind === 'rpc' ? 'rpc' : req.method === 'POST' ? 'insert' : readish(req) ? 'read' : 'mutate',
    ),
  };
}

const readish = (req: RestRequest) => req.method === 'GET' || req.method === 'HEAD';

/** The preferences PostgREST 13 applies (and echoes in Preference-Applied) for each action. */
const APPLIES: Record<'read' | 'rpc' | 'insert' | 'mutate', string[]> = {
  read: ['count', 'tx', 'handling'],
  rpc: ['count', 'tx', 'handling', 'max-affected'],
  insert: ['return', 'count', 'tx', 'handling', 'resolution', 'missing'],
  mutate: ['return', 'count', 'tx', 'handling', 'max-affected'],
};

export function appliedPreferences(req: RestRequest, action: keyof typeof APPLIES): string[] {
  const strict = req.prefer.handling === 'strict';
  return req.prefer.applied.filter((p) => {
    const key = p.split('=')[0].trim();
    if (p.startsWith('handling=lenient')) return false;
    // max-affected is only enforced (hence only applied) with handling=strict.
    if (key === 'max-affected' && !strict) return false;
    return APPLIES[action].includes(key);
  });
}

/** SELECT total, n, body over a read node (tables, views and set-returning functions). */
export function readStatement(req: RestRequest, root: ReadNode, params: Params, maxRows: number, withSql = '', rowBody?: string) {
  const { offset, limit } = window(req, root.offset, root.limit, maxRows);
  const count = req.prefer.count;
  let total = count ? `(SELECT pg_catalog.count(*) ${fromWhereSql(root, false)})::int` : 'NULL::int';
  // estimated: exact up to max_rows (counting one more tells "more"), the planner's estimate beyond.
  if (count === 'estimated')
    total = `(SELECT pg_catalog.count(*) FROM (SELECT 1 ${fromWhereSql(root, false)} LIMIT ${maxRows + 1}) AS _c)::int`;
  if (count === 'planned') total = 'NULL::int';
  const body = rowBody && req.method !== 'HEAD' ? rowBody : bodySql(req.output, req.method === 'HEAD');
  // Paging values are bound: one prepared statement serves every page.
  let page = nodeSql(root);
  if (Number.isFinite(limit)) page += ` LIMIT ${params.add(String(limit))}`;
  if (offset) page += ` OFFSET ${params.add(String(offset))}`;
  const text = `${withSql}SELECT ${total} AS total, pg_catalog.count(*)::int AS n, ${body} AS body FROM (${page}) AS _r`;
  const explain =
    count === 'planned' || count === 'estimated'
      ? {
          text: inlineParams(`EXPLAIN (FORMAT JSON) ${withSql}SELECT 1 ${fromWhereSql(root, false)}`, params.values),
          estimated: count === 'estimated',
          maxRows,
        }
      : undefined;
  return { text, offset, explain };
}

/** The statement with its values written as literals (EXPLAIN of a planned count runs unprepared). */
export function inlineParams(text: string, values: (string | null)[]): string {
  return text.replace(/\$(\d+)\b/g, (_, n: string) => {
    const v = values[Number(n) - 1];
    return v === null || v === undefined ? 'NULL' : `'${v.replace(/'/g, "''")}'`;
  });
}

export function compileTableRead(cache: SchemaCache, req: RestRequest, rel: Relation, maxRows: number): ExecPlan {
  const query = parseQuery(req.search, cache.settings.aggregatesEnabled);
  const b = newBuild(cache, query);
  const root = buildNode(b, tableSource(rel), query.select, '');
  checkParamPaths(b, root);
  const { text, offset, explain } = readStatement(req, root, b.params, maxRows);
  return { ...basePlan(req), text, params: b.params.values, offset, explain };
}
