// Parser for `order` / `rel.order`: col.asc, col.desc.nullsfirst, data->>k.desc, rel(col).desc.
import type { OrderTerm } from './ast';
import { Cursor } from './parse-select';

export function parseOrder(raw: string): OrderTerm[] {
  const c = new Cursor(raw, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    terms.push(parseTerm(c));
    if (c.done) return terms;
    c.expect(',');
  }
}

function parseTerm(c: Cursor): OrderTerm {
  const name = c.name();
  const term: OrderTerm = { field: { name, path: [] } };
  if (c.eat('(')) {
    term.relation = name;
    term.field = c.field();
    c.expect(')');
  } else {
    term.field.path = c.jsonPath();
  }
  if (c.eat('.asc')) term.dir = 'asc';
  else if (c.eat('.desc')) term.dir = 'desc';
  if (c.eat('.nullsfirst')) term.nulls = 'first';
  else if (c.eat('.nullslast')) term.nulls = 'last';
  if (!c.done && c.peek() !== ',') c.fail('expecting ".asc", ".desc", ".nullsfirst" or ".nullslast"');
  return term;
}
