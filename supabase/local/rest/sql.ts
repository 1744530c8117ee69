// SQL text helpers: identifier quoting, bound parameters and PostgreSQL array literals.
import { parseError } from './errors';

/** Quotes an identifier. Names reaching SQL were checked against the schema cache first. */
export function ident(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"';
}

/** Output keys (aliases) come from the request: refuse characters PostgreSQL cannot carry. */
export function aliasIdent(name: string): string {
  if (/[\u0000-\u001f]/.test(name) || name.length === 0) throw parseError('select parameter', name, 'invalid alias');
  return ident(name);
}

/** Collects the values of one statement; every value reaches PostgreSQL as a bound parameter. */
export class Params {
  readonly values: (string | null)[] = [];
  add(value: string | null): string {
    this.values.push(value);
    return '$' + this.values.length;
  }
}

/** A PostgreSQL array literal with every element quoted: {"a","b\"c"}. */
export function arrayLiteral(items: string[]): string {
  return '{' + items.map((x) => '"' + x.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') + '}';
}

/** Sequential aliases for the relations of one statement (pgrst_t0, pgrst_t1, ...). */
export class Aliases {
  private n = 0;
  next(prefix = 'pgrst_t'): string {
    return ident(`${prefix}${this.n++}`);
  }
}
