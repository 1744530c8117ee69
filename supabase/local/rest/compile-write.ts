// POST (insert / upsert), PATCH and DELETE. The request body reaches PostgreSQL as one JSON
// parameter expanded with json_populate_recordset; the mutation runs in a CTE so the
// representation (with embeds) is selected from its RETURNING rows.
import type { NodeParams, OrderTerm, QueryParams } from './ast';
import { conditionSql, fieldSql, type Scope } from './compile-filter';
import { buildNode, checkParamPaths, computedOf, nodeSql } from './compile-read';
import { RestError, bodyColumnNotFound, columnNotFound, invalidBody, unsupported } from './errors';
import { basePlan, bodySql, newBuild, type ExecPlan } from './plan';
import { parseQuery } from './query-params';
import type { RestRequest } from './request';
import { ident } from './sql';
import type { Relation, SchemaCache } from '../schema-cache';

const TARGET = '"pgrst_target"';
type Row = Record<string, unknown>;

function parseBody(text: string): Row | Row[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidBody();
  }
  const isRow = (x: unknown): x is Row => !!x && typeof x === 'object' && !Array.isArray(x);
  if (isRow(body) || (Array.isArray(body) && body.every(isRow))) return body as Row | Row[];
  throw invalidBody();
}

/** The columns written: `columns=` when given, else the body's keys (the same in every row). */
function writeColumns(rel: Relation, query: QueryParams, rows: Row[]): string[] {
  if (query.columns) {
    for (const c of query.columns) if (!rel.columns.has(c)) throw bodyColumnNotFound(rel.name, c);
    return query.columns;
  }
  const keys = rows.length ? Object.keys(rows[0]) : [];
  for (const row of rows.slice(1)) {
    const k = Object.keys(row);
    if (k.length !== keys.length || !k.every((x) => keys.includes(x))) throw invalidBody('All object keys must match');
  }
  for (const c of keys) if (!rel.columns.has(c)) throw bodyColumnNotFound(rel.name, c);
  return keys;
}

export function compileWrite(cache: SchemaCache, req: RestRequest, rel: Relation, bodyText: string): ExecPlan {
  const query = parseQuery(req.search, cache.settings.aggregatesEnabled);
  const b = newBuild(cache, query);
  const root: NodeParams = query.nodes.get('') ?? { conditions: [] };
  const embedKeys = new Set(query.select.flatMap((i) => (i.kind === 'embed' ? [i.alias ?? i.name] : [])));
  const scope: Scope = {
    ...computedOf(cache, rel),
    alias: TARGET,
    label: rel.name,
    columns: rel.columns,
    params: b.params,
    embedMarker: (key) => {
      if (embedKeys.has(key)) throw unsupported(`filtering a ${req.method} by the embedded resource '${key}'`);
      return null;
    },
  };
  const table = `${ident(rel.schema)}.${ident(rel.name)}`;
  const ret = req.prefer.return ?? 'minimal';
  const isPost = req.method === 'POST';
  let mutation: string;
  let prepare = true;
  if (isPost) {
    if (root.conditions.length || root.limit !== undefined || root.offset !== undefined)
      throw unsupported('filters, limit or offset on an insert');
    const body = parseBody(bodyText || '');
    const rows = Array.isArray(body) ? body : [body];
    if (rows.length === 0) return emptyWrite(req, 201);
    const cols = writeColumns(rel, query, rows);
    // missing=default spells out every row: no prepared statement per row count.
    prepare = !(req.prefer.missing === 'default' && rows.length > 1);
    mutation = insertSql(b.params.add.bind(b.params), req, rel, table, rows, cols, Array.isArray(body) ? bodyText : `[${bodyText}]`, query);
  } else {
    const where = root.conditions.map((c) => conditionSql(scope, c));
    const verb = req.method === 'PATCH' ? 'UPDATE' : 'DELETE';
    if (!where.length && root.limit === undefined) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
    let whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
    if (root.limit !== undefined || root.offset !== undefined) whereSql = limitedWhere(scope, rel, table, whereSql, root);
    if (req.method === 'PATCH') {
      const body = parseBody(bodyText || '');
      if (Array.isArray(body)) throw invalidBody();
      const cols = writeColumns(rel, query, [body]);
      if (!cols.length) return emptyWrite(req, ret === 'representation' ? 200 : 204);
      const sets = cols.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ');
      const p = b.params.add(bodyText);
      mutation = `UPDATE ${table} AS ${TARGET} SET ${sets} FROM (SELECT * FROM json_populate_record(NULL::${table}, ${p}::json)) AS _b${whereSql}`;
    } else {
      mutation = `DELETE FROM ${table} AS ${TARGET}${whereSql}`;
    }
  }
  const plan: ExecPlan = {
    ...basePlan(req),
    text: '',
    params: b.params.values,
    isWrite: true,
    status: isPost ? 201 : ret === 'representation' ? 200 : 204,
    returnBody: ret === 'representation',
    maxAffected: req.prefer.handling === 'strict' ? req.prefer.maxAffected : undefined,
    prepare,
  };
  // An upsert reports whether it inserted anything (xmax = 0 on a freshly inserted row): PostgREST
  // answers 200 instead of 201 when every row was an update.
  const upsert = isPost && !!req.prefer.resolution && rel.kind === 'table';
  const ins = upsert ? `, (${TARGET}.xmax = 0) AS "pgrst_ins"` : '';
  const inserted = upsert ? `, (SELECT pg_catalog.count(*) FILTER (WHERE "pgrst_ins") FROM pgrst_m)::int AS inserted` : '';
  /** The mutation as CTE pgrst_source, returning `returning` (and, for upserts, pgrst_m with the flag). */
  const source = (returning: string, cols: string) =>
    upsert
      ? `WITH pgrst_m AS (${mutation} RETURNING ${returning}${ins}), pgrst_source AS (SELECT ${cols} FROM pgrst_m)`
      : `WITH pgrst_source AS (${mutation} RETURNING ${returning})`;
  plan.upsert = upsert;
  if (ret === 'representation') {
    const reprQuery: QueryParams = { ...query, nodes: new Map(query.nodes) };
    reprQuery.nodes.set('', { conditions: [], order: root.order });
    b.query = reprQuery;
    const repr = buildNode(b, { label: rel.name, from: 'pgrst_source', columns: rel.columns, relation: rel }, query.select, '');
    checkParamPaths(b, repr);
    const all = [...rel.columns.keys()].map(ident).join(', ');
    plan.text = `${source(`${TARGET}.*`, all)} SELECT NULL::int AS total, pg_catalog.count(*)::int AS n, ${bodySql(req.output, false)} AS body${inserted} FROM (${nodeSql(repr)}) AS _r`;
  } else if (ret === 'headers-only' && isPost && rel.primaryKey.length) {
    const pk = rel.primaryKey.map((c) => `${TARGET}.${ident(c)}`).join(', ');
    plan.location = { table: rel.name, pk: rel.primaryKey };
    plan.text = `${source(pk, rel.primaryKey.map(ident).join(', '))} SELECT NULL::int AS total, pg_catalog.count(*)::int AS n, (SELECT row_to_json(x)::text FROM pgrst_source AS x LIMIT 1) AS body${inserted} FROM pgrst_source`;
  } else {
    plan.text = `${source('1 AS "pgrst_one"', '"pgrst_one"')} SELECT NULL::int AS total, pg_catalog.count(*)::int AS n, NULL::text AS body${inserted} FROM pgrst_source`;
  }
  return plan;
}

function insertSql(
  param: (v: string) => string,
  req: RestRequest,
  rel: Relation,
  table: string,
  rows: Row[],
  cols: string[],
  payload: string,
  query: QueryParams,
): string {
  let sql: string;
  if (cols.length === 0) {
    // {} / [{}, {}]: every column takes its default.
    const first = ident([...rel.columns.keys()][0]);
    sql = `INSERT INTO ${table} AS ${TARGET} (${first}) VALUES ${rows.map(() => '(DEFAULT)').join(', ')}`;
  } else if (req.prefer.missing === 'default') {
    const p = param(payload);
    const values = rows.map(
      (row, i) =>
        '(' +
        cols.map((c) => (c in row ? `(json_populate_record(NULL::${table}, ${p}::json -> ${i})).${ident(c)}` : 'DEFAULT')).join(', ') +
        ')',
    );
    sql = `INSERT INTO ${table} AS ${TARGET} (${cols.map(ident).join(', ')}) VALUES ${values.join(', ')}`;
  } else {
    const list = cols.map(ident).join(', ');
    sql = `INSERT INTO ${table} AS ${TARGET} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${param(payload)}::json) AS _`;
  }
  const resolution = req.prefer.resolution;
  if (resolution) {
    const target = query.onConflict ?? rel.primaryKey;
    for (const c of target) if (!rel.columns.has(c)) throw columnNotFound(rel.name, c);
    const on = target.length ? ` (${target.map(ident).join(', ')})` : '';
    if (resolution === 'ignore-duplicates' || cols.length === 0) sql += ` ON CONFLICT${on} DO NOTHING`;
    else sql += ` ON CONFLICT${on} DO UPDATE SET ${cols.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}`;
  }
  return sql;
}

/** PATCH/DELETE with limit/offset (and order): pick the rows by ctid first, as PostgREST does. */
function limitedWhere(scope: Scope, rel: Relation, table: string, whereSql: string, root: NodeParams): string {
  if (rel.kind !== 'table') throw unsupported('limit/offset on PATCH or DELETE of a view');
  const order = (root.order ?? []).map((t: OrderTerm) => {
    if (t.relation) throw unsupported('ordering a PATCH or DELETE by an embedded resource');
    return fieldSql(scope, t.field) + (t.dir === 'desc' ? ' DESC' : '') + (t.nulls ? ` NULLS ${t.nulls.toUpperCase()}` : '');
  });
  let sub = `SELECT ${TARGET}.ctid FROM ${table} AS ${TARGET}${whereSql}`;
  if (order.length) sub += ` ORDER BY ${order.join(', ')}`;
  if (root.limit !== undefined) sub += ` LIMIT ${root.limit}`;
  if (root.offset) sub += ` OFFSET ${root.offset}`;
  return ` WHERE ${TARGET}.ctid = ANY(ARRAY(${sub}))`;
}

/** Nothing to write (an empty array or an empty PATCH object). */
function emptyWrite(req: RestRequest, status: number): ExecPlan {
  const repr = req.prefer.return === 'representation';
  const body = req.output.type === 'object' ? 'NULL::text' : repr ? `'[]'::text` : 'NULL::text';
  return {
    ...basePlan(req),
    isWrite: true,
    status,
    returnBody: repr,
    text: `SELECT NULL::int AS total, 0 AS n, ${body} AS body`,
    params: [],
  };
}
