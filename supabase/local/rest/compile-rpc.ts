// /rpc/<fn>: picks the overload by argument names, binds the arguments (JSON body on POST,
// query parameters on GET/HEAD) and shapes the result: scalar, composite, set or void.
import type { SelectItem } from './ast';
import type { ColumnInfo } from './compile-filter';
import { buildNode, checkParamPaths, type NodeSource } from './compile-read';
import { RestError, invalidBody, unsupported } from './errors';
import { basePlan, newBuild, readStatement, type ExecPlan } from './plan';
import { parseQuery } from './query-params';
import type { RestRequest } from './request';
import { arrayLiteral, ident } from './sql';
import { relKey, type DbFunction, type FunctionArg, type SchemaCache } from '../schema-cache';

const isIn = (a: FunctionArg) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v';
const isOut = (a: FunctionArg) => a.mode === 'o' || a.mode === 'b' || a.mode === 't';
const FILTER_LIKE = /^(not\.)?[a-z]+(\([^)]*\))?\./;

function notFound(schema: string, name: string, keys: string[]) {
  const qualified = `${schema}.${name}`;
  const sorted = [...keys].sort();
  if (!sorted.length) {
    return new RestError(
      404,
      'PGRST202',
      `Could not find the function ${qualified} without parameters in the schema cache`,
      `Searched for the function ${qualified} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${qualified}(${sorted.join(', ')}) in the schema cache`,
    `Searched for the function ${qualified} with parameters ${sorted.join(', ')} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

function choose(overloads: DbFunction[], keys: string[], schema: string, name: string): DbFunction {
  const fits = overloads.filter((fn) => {
    const ins = fn.args.filter(isIn);
    if (ins.some((a) => a.name === '')) return false;
    return keys.every((k) => ins.some((a) => a.name === k)) && ins.every((a) => a.hasDefault || keys.includes(a.name));
  });
  if (fits.length === 1) return fits[0];
  const exact = fits.filter((fn) => fn.args.filter(isIn).length === keys.length);
  if (exact.length === 1) return exact[0];
  if (fits.length === 0) throw notFound(schema, name, keys);
  const sig = (fn: DbFunction) =>
    `${schema}.${name}(${fn.args
      .filter(isIn)
      .map((a) => `${a.name} => ${a.type}`)
      .join(', ')})`;
  throw new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${fits.map(sig).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

const singleJsonParam = (fn: DbFunction) => {
  const ins = fn.args.filter(isIn);
  return ins.length === 1 && (ins[0].type === 'json' || ins[0].type === 'jsonb') ? ins[0] : null;
};

export function compileRpc(cache: SchemaCache, req: RestRequest, bodyText: string | null, maxRows: number): ExecPlan {
  const { schema } = req;
  const name = req.target.name;
  const overloads = cache.functions.get(relKey(schema, name)) ?? [];
  const argNames = new Set(overloads.flatMap((fn) => fn.args.filter(isIn).map((a) => a.name)));
  const isArg = (key: string, value: string) =>
    argNames.has(key) || (!key.includes('.') && !['or', 'and'].includes(key) && !FILTER_LIKE.test(value));
  const viaQuery = bodyText === null;
  const queryArgs: [string, string][] = [];
  const search = new URLSearchParams();
  for (const [k, v] of req.search) {
    if (viaQuery && !['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'].includes(k) && isArg(k, v)) queryArgs.push([k, v]);
    else search.append(k, v);
  }
  const query = parseQuery(search, cache.settings.aggregatesEnabled);
  const b = newBuild(cache, query);
  let call: string;
  let fn: DbFunction;
  let withSql = '';
  if (viaQuery) {
    const keys = [...new Set(queryArgs.map(([k]) => k))];
    fn = choose(overloads, keys, schema, name);
    const args = keys.map((k) => {
      const arg = fn.args.find((a) => isIn(a) && a.name === k)!;
      const values = queryArgs.filter(([key]) => key === k).map(([, v]) => v);
      const value = values.length > 1 ? arrayLiteral(values) : values[0];
      return `${arg.mode === 'v' ? 'VARIADIC ' : ''}${ident(k)} := ${b.params.add(value)}::${ident(arg.type)}`;
    });
    call = `${ident(schema)}.${ident(name)}(${args.join(', ')})`;
  } else {
    let body: unknown = {};
    if (bodyText.trim() !== '') {
      try {
        body = JSON.parse(bodyText);
      } catch {
        throw invalidBody();
      }
    }
    const isObject = !!body && typeof body === 'object' && !Array.isArray(body);
    const keys = isObject ? Object.keys(body as object) : [];
    const jsonFn = overloads.find(singleJsonParam);
    let single: FunctionArg | null = null;
    if (req.prefer.params === 'single-object' || !isObject) {
      if (!jsonFn) throw notFound(schema, name, keys);
      fn = jsonFn;
      single = singleJsonParam(jsonFn);
    } else {
      const byName = safeChoose(overloads, keys, schema, name);
      const unnamedJson = overloads.find((f) => singleJsonParam(f)?.name === '');
      if (byName) {
        fn = byName;
      } else if (unnamedJson) {
        fn = unnamedJson;
        single = singleJsonParam(unnamedJson);
      } else {
        fn = choose(overloads, keys, schema, name);
      }
    }
    if (single) {
      call = `${ident(schema)}.${ident(name)}(${b.params.add(bodyText || '{}')}::${single.type})`;
    } else {
      const defs = keys.map((k) => `${ident(k)} ${ident(fn.args.find((a) => isIn(a) && a.name === k)!.type)}`);
      if (keys.length)
        withSql = `WITH pgrst_args AS (SELECT * FROM json_to_record(${b.params.add(bodyText)}::json) AS _(${defs.join(', ')})) `;
      const args = keys.map((k) => {
        const variadic = fn.args.find((a) => a.name === k)?.mode === 'v' ? 'VARIADIC ' : '';
        return `${variadic}${ident(k)} := (SELECT ${ident(k)} FROM pgrst_args)`;
      });
      call = `${ident(schema)}.${ident(name)}(${args.join(', ')})`;
    }
  }
  return shapeResult(cache, req, b, fn, call, withSql, query.select, maxRows);
}

function safeChoose(overloads: DbFunction[], keys: string[], schema: string, name: string) {
  try {
    return choose(overloads, keys, schema, name);
  } catch {
    return null;
  }
}

function shapeResult(
  cache: SchemaCache,
  req: RestRequest,
  b: ReturnType<typeof newBuild>,
  fn: DbFunction,
  call: string,
  withSql: string,
  select: SelectItem[],
  maxRows: number,
): ExecPlan {
  const base = { ...basePlan(req), isWrite: false };
  const maxAffected = req.prefer.handling === 'strict' ? req.prefer.maxAffected : undefined;
  if (maxAffected !== undefined && !fn.returnsSet) {
    throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  // A set-returning function's rows are what it affected: PGRST124 (and a rollback) above the limit.
  if (maxAffected !== undefined) base.maxAffected = maxAffected;
  const hasTransforms = [...b.query.nodes.values()].some(
    (n) => n.conditions.length || n.order || n.limit !== undefined || n.offset !== undefined,
  );
  if (req.prefer.return === 'minimal' || req.prefer.return === 'headers-only') base.returnBody = false;
  if (fn.returnType === 'void' && !fn.returnsSet) {
    if (hasTransforms) throw unsupported('filters on a function returning void');
    return {
      ...base,
      status: 204,
      returnBody: false,
      scalar: true,
      text: `${withSql}SELECT NULL::int AS total, 1 AS n, NULL::text AS body FROM (SELECT ${call}) AS _v`,
      params: b.params.values,
    };
  }
  const rowRel = fn.returnRelation ? (cache.relations.get(fn.returnRelation) ?? null) : null;
  const outs = fn.args.filter(isOut);
  let columns: Map<string, ColumnInfo> | null = null;
  if (rowRel) columns = rowRel.columns;
  else if (outs.length) columns = new Map(outs.map((a) => [a.name, { type: a.type }]));
  else if (fn.returnsComposite) columns = new Map();
  if (!columns) {
    // Scalar results: one value, or a set of values rendered as a JSON array of values.
    if (!fn.returnsSet) {
      if (hasTransforms) throw unsupported('filters on a function returning a scalar');
      // The call always runs (HEAD included: its arguments are bound to it); its one result
      // is what count= counts, as PostgREST does.
      const body = req.method === 'HEAD' ? 'NULL::text' : `to_json(_s.v)::text`;
      const total = req.prefer.count ? '1' : 'NULL::int';
      return {
        ...base,
        scalar: true,
        single: false,
        rangeHeader: true,
        text: `${withSql}SELECT ${total} AS total, 1 AS n, ${body} AS body FROM (SELECT ${call} AS v) AS _s`,
        params: b.params.values,
      };
    }
    const colName = fn.name;
    const source: NodeSource = {
      label: fn.name,
      from: call,
      columnList: `(${ident(colName)})`,
      columns: new Map([[colName, { type: fn.returnType }]]),
      relation: null,
    };
    const root = buildNode(b, source, [{ kind: 'field', field: { name: colName, path: [] } }], '');
    checkParamPaths(b, root);
    const rowBody = `coalesce(json_agg(_r.${ident(colName)}), '[]')::text`;
    const { text, offset, explain } = readStatement(
      req,
      root,
      b.params,
      maxRows,
      withSql,
      req.output.type === 'json' ? rowBody : undefined,
    );
    return { ...base, text, offset, explain, params: b.params.values };
  }
  const source: NodeSource = { label: fn.name, from: call, columns, relation: rowRel };
  const root = buildNode(b, source, select, '');
  checkParamPaths(b, root);
  if (!fn.returnsSet) {
    // One composite value: a bare object, like PostgREST.
    const statement = readStatement({ ...req, output: { ...req.output, type: 'object' } }, root, b.params, maxRows, withSql);
    return { ...base, scalar: true, single: false, text: statement.text, params: b.params.values };
  }
  const { text, offset, explain } = readStatement(req, root, b.params, maxRows, withSql);
  return { ...base, text, offset, explain, params: b.params.values };
}
