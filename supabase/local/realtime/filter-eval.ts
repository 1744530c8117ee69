// Evaluates parsed filters against a changed row (to_jsonb values) with the column's type,
// as Realtime does in SQL: values are compared as the column type, NULL compares to nothing.
import type { Column, Relation } from '../schema-cache';
import type { Filter } from './filters';

type Kind = 'number' | 'bool' | 'time' | 'uuid' | 'text' | 'enum' | 'json';

const KINDS: Record<string, Kind> = {
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  bool: 'bool',
  timestamptz: 'time',
  timestamp: 'time',
  date: 'time',
  uuid: 'uuid',
  text: 'text',
  varchar: 'text',
  bpchar: 'text',
  name: 'text',
  citext: 'text',
  char: 'text',
  time: 'text',
  timetz: 'text',
  json: 'json',
  jsonb: 'json',
};
const ORDERED = new Set(['lt', 'lte', 'gt', 'gte']);
const PATTERN = new Set(['like', 'ilike', 'match', 'imatch']);

export function kindOf(col: Column): Kind | null {
  if (col.enumValues) return 'enum';
  return KINDS[col.type] ?? null;
}

/** Why a filter cannot apply to this column, or null when it can. */
export function filterProblem(f: Filter, col: Column): string | null {
  const kind = kindOf(col);
  if (!kind) return `filters on column ${f.column} of type ${col.type} are not supported by the local realtime server`;
  if (PATTERN.has(f.op) && kind !== 'text') return `operator ${f.op} does not apply to column ${f.column} of type ${col.type}`;
  if (ORDERED.has(f.op) && kind === 'json') return `operator ${f.op} does not apply to column ${f.column} of type ${col.type}`;
  if (f.op === 'is' && (f.value === 'true' || f.value === 'false') && kind !== 'bool') {
    return `is.${f.value} needs a boolean column, ${f.column} is ${col.type}`;
  }
  const values = f.op === 'in' ? f.values : PATTERN.has(f.op) || f.op === 'is' ? [] : [f.value];
  for (const v of values) {
    if (normalize(kind, col, v, true) === undefined) return `invalid input syntax for type ${col.type}: ${JSON.stringify(v)}`;
  }
  return null;
}

const TRUE = new Set(['t', 'true', 'y', 'yes', 'on', '1']);
const FALSE = new Set(['f', 'false', 'n', 'no', 'off', '0']);
const TIME_RE = /^(\d{4,})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6})\d*)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Microseconds since the epoch (a naive time is read as UTC, the stack's TimeZone). */
function epochMicros(text: string): number | undefined {
  const m = TIME_RE.exec(text.trim());
  if (!m) return undefined;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  let offsetMin = 0;
  if (m[8] && m[8].toUpperCase() !== 'Z') {
    const sign = m[8][0] === '-' ? -1 : 1;
    const digits = m[8].slice(1).replace(':', '');
    offsetMin = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0));
  }
  const micros = Number((m[7] ?? '').padEnd(6, '0'));
  return (ms - offsetMin * 60_000) * 1000 + micros;
}

function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** A comparable primitive for a record value or filter text; undefined when it does not parse. */
function normalize(kind: Kind, col: Column, v: unknown, fromFilter: boolean): string | number | boolean | undefined {
  switch (kind) {
    case 'number': {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      return Number.isNaN(n) ? undefined : n;
    }
    case 'bool': {
      if (typeof v === 'boolean') return v;
      const s = String(v).trim().toLowerCase();
      return TRUE.has(s) ? true : FALSE.has(s) ? false : undefined;
    }
    case 'time':
      return epochMicros(String(v));
    case 'uuid': {
      const s = String(v).toLowerCase().replace(/[{}-]/g, '');
      return /^[0-9a-f]{32}$/.test(s) ? s : undefined;
    }
    case 'enum':
      return col.enumValues!.includes(String(v)) ? String(v) : undefined;
    case 'json':
      if (!fromFilter) return canonicalJson(v);
      try {
        return canonicalJson(JSON.parse(String(v)));
      } catch {
        return undefined;
      }
    case 'text': {
      let s = typeof v === 'string' ? v : JSON.stringify(v);
      if (col.type === 'bpchar') s = s.replace(/ +$/, '');
      if (col.type === 'citext') s = s.toLowerCase();
      return s;
    }
  }
}

function order(kind: Kind, col: Column, a: string | number | boolean, b: string | number | boolean): number {
  if (kind === 'enum') return col.enumValues!.indexOf(a as string) - col.enumValues!.indexOf(b as string);
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** true / false, or null for SQL's unknown (a NULL operand). */
function test(f: Filter, col: Column, kind: Kind, raw: unknown): boolean | null {
  if (f.op === 'is') {
    if (f.value === 'null' || f.value === 'unknown') return raw === null;
    return raw !== null && normalize(kind, col, raw, false) === (f.value === 'true');
  }
  if (f.op === 'isdistinct') {
    if (f.value === 'null') return raw !== null;
    if (raw === null) return true;
    return normalize(kind, col, raw, false) !== normalize(kind, col, f.value, true);
  }
  if (raw === null) return null;
  const a = normalize(kind, col, raw, false);
  if (a === undefined) return false;
  if (f.regex) return f.regex.test(String(a));
  if (f.op === 'in') return f.values.some((v) => normalize(kind, col, v, true) === a);
  const b = normalize(kind, col, f.value, true);
  if (b === undefined) return false;
  const c = order(kind, col, a, b);
  switch (f.op) {
    case 'eq':
      return c === 0;
    case 'neq':
      return c !== 0;
    case 'lt':
      return c < 0;
    case 'lte':
      return c <= 0;
    case 'gt':
      return c > 0;
    case 'gte':
      return c >= 0;
    default:
      return false;
  }
}

export function matchesFilters(filters: Filter[], record: Record<string, unknown> | null | undefined, rel: Relation): boolean {
  if (filters.length === 0) return true;
  if (!record) return false;
  for (const f of filters) {
    const col = rel.columns.get(f.column);
    const kind = col && kindOf(col);
    if (!col || !kind) return false;
    const r = test(f, col, kind, record[f.column] ?? null);
    const v = f.negate && r !== null ? !r : r;
    if (v !== true) return false;
  }
  return true;
}
