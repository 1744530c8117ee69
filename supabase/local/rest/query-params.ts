// Splits a request's query string into select, per-embed filters/order/limit/offset and the
// write parameters (columns, on_conflict). Keys prefixed with an embed path (`rel.col`,
// `rel.order`, `rel.or`) are addressed to that embedded resource.
import type { NodeParams, QueryParams } from './ast';
import { parseError } from './errors';
import { parseFieldKey, parseFilterValue, parseLogicTree } from './parse-filter';
import { parseOrder } from './parse-order';
import { Cursor, parseSelect } from './parse-select';

function node(map: Map<string, NodeParams>, path: string): NodeParams {
  let n = map.get(path);
  if (!n) map.set(path, (n = { conditions: [] }));
  return n;
}

function nonNegative(what: string, raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw parseError(`${what} parameter`, raw, 'expecting a non-negative integer');
  return Number(raw);
}

function nameList(what: string, raw: string): string[] {
  const c = new Cursor(raw, what);
  const out: string[] = [];
  for (;;) {
    out.push(c.name());
    if (c.done) return out;
    c.expect(',');
  }
}

/** Splits `a.b."c.d"` on the dots outside double quotes. */
function splitKey(key: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < key.length; i++) {
    const ch = key[i];
    if (ch === '\\' && quoted && i + 1 < key.length) {
      current += ch + key[++i];
      continue;
    }
    if (ch === '"') quoted = !quoted;
    if (ch === '.' && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

export function parseQuery(params: URLSearchParams, aggregates = false): QueryParams {
  const nodes = new Map<string, NodeParams>();
  const out: QueryParams = { select: [{ kind: 'star' }], nodes };
  node(nodes, '');
  for (const [key, value] of params) {
    if (key === 'select') {
      out.select = parseSelect(value, aggregates);
      continue;
    }
    if (key === 'columns') {
      out.columns = nameList('columns', value);
      continue;
    }
    if (key === 'on_conflict') {
      out.onConflict = nameList('on_conflict', value);
      continue;
    }
    const parts = splitKey(key);
    const last = parts.pop()!;
    let negate = false;
    if ((last === 'or' || last === 'and') && parts[parts.length - 1] === 'not') {
      parts.pop();
      negate = true;
    }
    const target = node(nodes, parts.join('.'));
    if (last === 'order') target.order = parseOrder(value);
    else if (last === 'limit') target.limit = nonNegative('limit', value);
    else if (last === 'offset') target.offset = nonNegative('offset', value);
    else if (last === 'or' || last === 'and') target.conditions.push(parseLogicTree(last, negate, value));
    else target.conditions.push(parseFilterValue(parseFieldKey(last), value));
  }
  return out;
}
