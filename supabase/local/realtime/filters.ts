// Parses postgres_changes filters as realtime-js builds them: a comma-separated list of
// `column=[not.]op.value` conditions (all must hold). Values holding `,()"\` are double-quoted;
// `in` takes a parenthesised list.

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'like' | 'ilike' | 'match' | 'imatch' | 'is' | 'isdistinct';

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct']);
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

export type Filter = {
  column: string;
  op: FilterOp;
  negate: boolean;
  /** The unquoted value; for `in` the list items are in `values`. */
  value: string;
  values: string[];
  regex: RegExp | null;
};

export class FilterError extends Error {}

/** Splits on commas that are outside double quotes and parentheses. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function unquote(v: string): string {
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

/** SQL LIKE pattern → anchored RegExp (`%` any run, `_` one char, `\` escapes). */
export function likeToRegExp(pattern: string, caseInsensitive: boolean): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) out += escapeRegExp(pattern[++i]);
    else if (c === '%') out += '[\\s\\S]*';
    else if (c === '_') out += '[\\s\\S]';
    else out += escapeRegExp(c);
  }
  return new RegExp(`^${out}$`, caseInsensitive ? 'iu' : 'u');
}

const escapeRegExp = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function parseOne(part: string, all: string[]): Filter {
  const bad = () => new FilterError(`Error parsing \`filter\` params: ${JSON.stringify(all)}`);
  const m = /^([^=]+)=(not\.)?([a-z]+)\.([\s\S]*)$/.exec(part);
  if (!m) throw bad();
  const column = m[1].trim();
  const op = m[3] as FilterOp;
  if (!column || !OPS.has(op)) throw bad();
  const rawValue = m[4];
  const filter: Filter = { column, op, negate: !!m[2], value: unquote(rawValue), values: [], regex: null };
  if (op === 'in') {
    const list = /^\(([\s\S]*)\)$/.exec(rawValue.trim());
    if (!list || list[1].trim() === '') throw bad();
    filter.values = splitTopLevel(list[1]).map((v) => unquote(v.trim()));
  } else if (op === 'is') {
    filter.value = filter.value.toLowerCase();
    if (!IS_VALUES.has(filter.value)) throw bad();
  } else if (op === 'like' || op === 'ilike') {
    filter.regex = likeToRegExp(filter.value, op === 'ilike');
  } else if (op === 'match' || op === 'imatch') {
    try {
      filter.regex = new RegExp(filter.value, op === 'imatch' ? 'iu' : 'u');
    } catch {
      throw new FilterError(`invalid regular expression in filter ${part}`);
    }
  }
  return filter;
}

export function parseFilters(text: string | null | undefined): Filter[] {
  if (text === null || text === undefined || text === '') return [];
  const parts = splitTopLevel(text);
  return parts.map((p) => parseOne(p, parts));
}

/** Realtime's rendering of filters in its error messages: [{"col", "op", "value", negated}]. */
export function describeFilters(filters: Filter[]): string {
  const items = filters.map((f) => {
    const value = f.op === 'in' ? `(${f.values.join(',')})` : f.value;
    return `{${JSON.stringify(f.column)}, ${JSON.stringify(f.op)}, ${JSON.stringify(value)}, ${f.negate}}`;
  });
  return `[${items.join(', ')}]`;
}
