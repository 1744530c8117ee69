// Parsers for filters (`col=op.value`), logic trees (`or=(a.eq.1,and(b.gt.2,c.is.null))`) and
// the `in` list syntax, following PostgREST's grammar.
import type { Condition, Field, Filter, FilterOp, LogicTree } from './ast';
import { Cursor } from './parse-select';

const OPS = new Set<FilterOp>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const QUANTIFIABLE = new Set<FilterOp>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set<FilterOp>(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

type OpHead = Omit<Filter, 'kind' | 'field' | 'value'>;

/** Reads `[not.]op[(any|all|config)].` and leaves the cursor on the value. */
function parseOpHead(c: Cursor): OpHead {
  const negate = c.eat('not.');
  const m = /^[a-z]+/.exec(c.text.slice(c.pos));
  const op = m?.[0] as FilterOp | undefined;
  if (!op || !OPS.has(op)) c.fail(`expecting an operator (${[...OPS].join(', ')})`);
  c.pos += op.length;
  const head: OpHead = { negate, op };
  if (c.eat('(')) {
    const arg = /^[A-Za-z0-9_]+/.exec(c.text.slice(c.pos))?.[0];
    if (!arg) c.fail('expecting a modifier');
    c.pos += arg.length;
    c.expect(')');
    if (FTS.has(op)) head.config = arg;
    else if (QUANTIFIABLE.has(op) && (arg === 'any' || arg === 'all')) head.quant = arg;
    else c.fail(`"${arg}" is not a modifier of ${op}`);
  }
  c.expect('.');
  return head;
}

function checkValue(c: Cursor, head: OpHead, value: string | string[]) {
  if (head.op === 'is' && !IS_VALUES.has(String(value).toLowerCase())) {
    c.fail('expecting null, not_null, true, false or unknown');
  }
}

/** `in` lists: (a,"b,c",d). */
function parseList(c: Cursor): string[] {
  c.expect('(');
  const out: string[] = [];
  if (c.eat(')')) return out;
  for (;;) {
    if (c.peek() === '"') out.push(c.quoted());
    else {
      const start = c.pos;
      while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++;
      out.push(c.text.slice(start, c.pos));
    }
    if (c.eat(')')) return out;
    c.expect(',');
  }
}

/** The value of `key=<value>` for an ordinary filter parameter. */
export function parseFilterValue(field: Field, raw: string): Filter {
  const c = new Cursor(raw, 'filter');
  const head = parseOpHead(c);
  let value: string | string[];
  if (head.op === 'in') {
    value = parseList(c);
    if (!c.done) c.fail('expecting end of input after the list');
  } else {
    value = raw.slice(c.pos);
  }
  checkValue(c, head, value);
  return { kind: 'filter', field, ...head, value };
}

/** A filter key: a column with an optional JSON path. */
export function parseFieldKey(key: string): Field {
  const c = new Cursor(key, 'filter');
  const field = c.field();
  if (!c.done) c.fail('expecting an operator');
  return field;
}

/** `(cond,cond,…)` for the parameter `or`/`and` (negated when the key was `not.or`). */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, raw: string): LogicTree {
  const c = new Cursor(raw, 'logic tree');
  const tree = logicBody(c, op, negate);
  if (!c.done) c.fail('expecting end of input');
  return tree;
}

function logicBody(c: Cursor, op: 'and' | 'or', negate: boolean): LogicTree {
  c.expect('(');
  const children: Condition[] = [];
  for (;;) {
    children.push(logicElement(c));
    if (c.eat(')')) break;
    c.expect(',');
  }
  return { kind: 'logic', op, negate, children };
}

function logicElement(c: Cursor): Condition {
  const start = c.pos;
  const negate = c.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (c.startsWith(op + '(')) {
      c.pos += op.length;
      return logicBody(c, op, negate);
    }
  }
  c.pos = start;
  const field = c.field();
  c.expect('.');
  const head = parseOpHead(c);
  let value: string | string[];
  if (head.op === 'in') value = parseList(c);
  else value = logicValue(c);
  checkValue(c, head, value);
  return { kind: 'filter', field, ...head, value };
}

/** A value inside a logic tree: "quoted", {array,literal} or a run up to `,` or `)`. */
function logicValue(c: Cursor): string {
  if (c.peek() === '"') return c.quoted();
  if (c.peek() === '{') {
    const end = c.text.indexOf('}', c.pos);
    if (end < 0) c.fail('expecting "}"');
    const v = c.text.slice(c.pos, end + 1);
    c.pos = end + 1;
    return v;
  }
  const start = c.pos;
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++;
  return c.text.slice(start, c.pos);
}
