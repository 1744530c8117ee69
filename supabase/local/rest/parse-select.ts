// Parser for PostgREST's `select` parameter: columns, aliases, casts, JSON paths and embedded
// resources (with hints, join types and spreads).
import type { AggregateFn, Field, JsonStep, SelectItem } from './ast';
import { RestError, parseError, unsupported } from './errors';

const STOP = new Set([',', '(', ')', '!', ':', '.', '"', '*']);

/** A cursor over a string with the small lexical helpers the grammars share. */
export class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get done() {
    return this.pos >= this.text.length;
  }
  peek(n = 0) {
    return this.text[this.pos + n];
  }
  startsWith(s: string) {
    return this.text.startsWith(s, this.pos);
  }
  eat(s: string) {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }
  expect(s: string) {
    if (!this.eat(s)) this.fail(`expecting "${s}"`);
  }
  fail(expecting: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw parseError(this.what, this.text, `unexpected ${found} at position ${this.pos + 1}, ${expecting}`);
  }

  /** An identifier: "quoted" (with \" and \\ escapes) or a run of ordinary characters. */
  name(): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    while (!this.done) {
      const c = this.peek();
      if (STOP.has(c) || /\s/.test(c) || (c === '-' && this.peek(1) === '>')) break;
      this.pos++;
    }
    if (this.pos === start) this.fail('expecting a name');
    return this.text.slice(start, this.pos);
  }

  quoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\' && this.pos + 1 < this.text.length) this.pos++;
      out += this.text[this.pos++];
    }
    this.expect('"');
    return out;
  }

  /** A JSON path after a column name: ->key, ->>key, ->0. */
  jsonPath(): JsonStep[] {
    const path: JsonStep[] = [];
    while (this.startsWith('->')) {
      const arrow = this.eat('->>') ? '->>' : ((this.pos += 2), '->');
      let key: string;
      if (/[-\d]/.test(this.peek() ?? '') && /^-?\d+/.test(this.text.slice(this.pos))) {
        key = /^-?\d+/.exec(this.text.slice(this.pos))![0];
        this.pos += key.length;
      } else {
        key = this.name();
      }
      path.push({ arrow, key });
    }
    return path;
  }

  field(): Field {
    const name = this.name();
    return { name, path: this.jsonPath() };
  }
}

/** The longest select parameter, and the most items it may name over all levels (PostgreSQL
 * builds one column per item, at most 1,664 per query: beyond that it fails with a 500). */
export const MAX_SELECT_LENGTH = 8_000;
export const MAX_SELECT_ITEMS = 500;

const tooBig = (text: string, details: string) =>
  parseError('select parameter', text.length > 80 ? `${text.slice(0, 80)}…` : text, details);

function countItems(items: SelectItem[]): number {
  return items.reduce((n, item) => n + 1 + (item.kind === 'embed' ? countItems(item.items) : 0), 0);
}

/** Aggregates are parsed only when db-aggregates-enabled is on (else PGRST123, as PostgREST). */
export function parseSelect(text: string, aggregates = false): SelectItem[] {
  if (text.length > MAX_SELECT_LENGTH) throw tooBig(text, `the select parameter is longer than ${MAX_SELECT_LENGTH} characters`);
  const c = new Cursor(text, 'select parameter');
  if (text === '') return [];
  const items = parseItems(c, 0, aggregates);
  if (!c.done) c.fail('expecting "," or end of input');
  if (countItems(items) > MAX_SELECT_ITEMS)
    throw tooBig(text, `the select parameter names more than ${MAX_SELECT_ITEMS} columns and embedded resources`);
  return items;
}

function parseItems(c: Cursor, depth: number, aggregates: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  if (depth > 0 && c.peek() === ')') return items;
  for (;;) {
    items.push(parseItem(c, depth, aggregates));
    if (!c.eat(',')) break;
  }
  return items;
}

const CAST_TYPE = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?/;

const AGGREGATES: AggregateFn[] = ['count', 'sum', 'avg', 'max', 'min'];

function castAfter(c: Cursor): string | undefined {
  if (!c.eat('::')) return undefined;
  const m = CAST_TYPE.exec(c.text.slice(c.pos));
  if (!m) c.fail('expecting a type name');
  c.pos += m[0].length;
  return m[0];
}

function parseItem(c: Cursor, depth: number, aggregates: boolean): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  if (c.eat('...')) {
    const embed = parseEmbed(c, depth, c.name(), aggregates);
    if (!embed) c.fail('expecting "(" after a spread relation');
    return { ...embed, spread: true };
  }
  let alias: string | undefined;
  let name = c.name();
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = name;
    if (c.startsWith('...')) c.fail('a spread cannot have an alias');
    name = c.name();
  }
  if (name === 'count' && c.startsWith('()')) {
    // count(): PostgREST's row count aggregate.
    if (!aggregates) throw aggregatesDisabled();
    c.pos += 2;
    return { kind: 'field', alias, field: { name: '', path: [] }, agg: { fn: 'count', cast: castAfter(c) } };
  }
  const embed = parseEmbed(c, depth, name, aggregates);
  if (embed) return { ...embed, alias };
  const field: Field = { name, path: c.jsonPath() };
  const cast = castAfter(c);
  if (c.peek() === '.') {
    // col.sum(), col::numeric.avg()::int ... : PostgREST's aggregate functions.
    if (!aggregates) throw aggregatesDisabled();
    c.pos++;
    const fn = c.name() as AggregateFn;
    if (!AGGREGATES.includes(fn)) c.fail('expecting an aggregate function (count, sum, avg, max, min)');
    c.expect('()');
    return { kind: 'field', alias, field, cast, agg: { fn, cast: castAfter(c) } };
  }
  return { kind: 'field', alias, field, cast };
}

function parseEmbed(c: Cursor, depth: number, name: string, aggregates: boolean) {
  if (c.peek() !== '!' && c.peek() !== '(') return null;
  let hint: string | undefined;
  let join: 'inner' | 'left' | undefined;
  while (c.eat('!')) {
    const part = c.name();
    if (part === 'inner' || part === 'left') join = part;
    else if (hint === undefined) hint = part;
    else c.fail('expecting "inner" or "left"');
  }
  c.expect('(');
  if (depth > 20) throw unsupported('embedding deeper than 20 levels');
  const items = parseItems(c, depth + 1, aggregates);
  c.expect(')');
  return { kind: 'embed' as const, name, hint, join, spread: false, items };
}

function aggregatesDisabled() {
  return new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}
