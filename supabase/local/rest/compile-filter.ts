// Compiles filters and logic trees of one node into SQL conditions. Values are always bound;
// PostgreSQL infers their types from the column they are compared with.
import type { Condition, Field, Filter } from './ast';
import { columnNotFound, unsupported } from './errors';
import { Params, arrayLiteral, ident } from './sql';
import type { ComputedField } from '../schema-cache';

export type ColumnInfo = { type: string };

/** What a condition or expression needs to know about the node it belongs to. */
export type Scope = {
  alias: string;
  label: string;
  columns: Map<string, ColumnInfo>;
  params: Params;
  /** Embedded resources of the node by output key: their lateral alias (for `rel=is.null`). */
  embedMarker: (key: string) => string | null;
  /** Computed fields of the node's relation (functions of its row) and its row type. */
  computed?: Map<string, ComputedField>;
  rowType?: string;
};

/** A computed field (a function taking the row), when `name` is one and not a column. */
function computedField(scope: Scope, name: string): ComputedField | undefined {
  return scope.columns.has(name) || !scope.rowType ? undefined : scope.computed?.get(name);
}

const COMPARE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};
const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS: Record<string, string> = {
  null: 'NULL',
  not_null: 'NOT NULL',
  true: 'TRUE',
  false: 'FALSE',
  unknown: 'UNKNOWN',
};

export function checkColumn(scope: Scope, name: string): ColumnInfo {
  const col = scope.columns.get(name);
  if (!col) throw columnNotFound(scope.label, name);
  return col;
}

/** A column with its JSON path: "t"."data"->'a'->>'b' (keys bound). */
export function fieldSql(scope: Scope, field: Field): string {
  const fn = computedField(scope, field.name);
  const col = fn ? { type: fn.type } : checkColumn(scope, field.name);
  // The row is cast to its table's type: a write's RETURNING rows are an anonymous record.
  let sql = fn ? `${ident(fn.schema)}.${ident(fn.name)}(${scope.alias}::${scope.rowType})` : `${scope.alias}.${ident(field.name)}`;
  // json has no equality operator: paths into json columns go through jsonb, as in PostgREST.
  if (field.path.length && col.type === 'json') sql = `to_jsonb(${sql})`;
  for (const step of field.path) {
    const key = /^-?\d+$/.test(step.key) ? `${scope.params.add(step.key)}::int` : `${scope.params.add(step.key)}::text`;
    sql = `${sql}${step.arrow}${key}`;
  }
  return sql;
}

/** The type of what a field evaluates to (for text search on non-tsvector columns). */
function fieldType(scope: Scope, field: Field): string {
  if (field.path.length) return field.path[field.path.length - 1].arrow === '->>' ? 'text' : 'jsonb';
  return computedField(scope, field.name)?.type ?? checkColumn(scope, field.name).type;
}

export function conditionSql(scope: Scope, cond: Condition): string {
  if (cond.kind === 'logic') {
    const inner = cond.children.map((c) => conditionSql(scope, c)).join(cond.op === 'and' ? ' AND ' : ' OR ');
    return cond.negate ? `NOT (${inner})` : `(${inner})`;
  }
  const marker = cond.field.path.length === 0 ? scope.embedMarker(cond.field.name) : null;
  const sql = marker !== null ? embedNullSql(marker, cond) : filterSql(scope, cond);
  return cond.negate ? `NOT (${sql})` : sql;
}

function embedNullSql(marker: string, f: Filter): string {
  const v = String(f.value).toLowerCase();
  if (f.op !== 'is' || (v !== 'null' && v !== 'not_null')) {
    throw unsupported(`filter "${f.op}.${f.value}" on the embedded resource '${f.field.name}' (only is.null and not.is.null)`);
  }
  return `${marker} IS ${v === 'null' ? 'NULL' : 'NOT NULL'}`;
}

function filterSql(scope: Scope, f: Filter): string {
  const lhs = fieldSql(scope, f.field);
  const p = (v: string) => scope.params.add(v);
  switch (f.op) {
    case 'is':
      return `${lhs} IS ${IS[String(f.value).toLowerCase()]}`;
    case 'in':
      return `${lhs} = ANY(${p(arrayLiteral(f.value as string[]))})`;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const cfg = f.config !== undefined ? `${p(f.config)}::regconfig, ` : '';
      const doc = fieldType(scope, f.field) === 'tsvector' ? lhs : `to_tsvector(${cfg}${lhs})`;
      return `${doc} @@ ${TSQUERY[f.op]}(${cfg}${p(f.value as string)})`;
    }
    default: {
      let value = f.value as string;
      if (f.op === 'like' || f.op === 'ilike') value = value.replace(/\*/g, '%');
      if (f.quant) return `${lhs} ${COMPARE[f.op]} ${f.quant.toUpperCase()}(${p(value)})`;
      return `${lhs} ${COMPARE[f.op]} ${p(value)}`;
    }
  }
}
