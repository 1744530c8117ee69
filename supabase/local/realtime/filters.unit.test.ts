// Filter parsing and typed evaluation, without a stack.
import type { Column, Relation } from '../schema-cache';
import { filterProblem, matchesFilters } from './filter-eval';
import { FilterError, parseFilters } from './filters';

function column(name: string, type: string, position: number, enumValues: string[] | null = null): Column {
  return {
    name,
    type,
    typeSchema: 'pg_catalog',
    nullable: true,
    hasDefault: false,
    isGenerated: false,
    isIdentity: false,
    position,
    enumValues,
    elementType: null,
  };
}
const rel: Relation = {
  schema: 'public',
  name: 't',
  kind: 'table',
  primaryKey: ['id'],
  uniques: [],
  insertable: true,
  replicaIdentityFull: false,
  columns: new Map(
    [
      column('id', 'int8', 1),
      column('body', 'text', 2),
      column('at', 'timestamptz', 3),
      column('code', 'bpchar', 4),
      column('mood', 'mood', 5, ['sad', 'ok', 'happy']),
      column('data', 'jsonb', 6),
      column('ok', 'bool', 7),
      column('ref', 'uuid', 8),
      column('tags', '_text', 9),
    ].map((c) => [c.name, c]),
  ),
};
const row = {
  id: 7,
  body: 'Olá, mundo',
  at: '2026-01-01T12:00:00.123456+00:00',
  code: 'ab  ',
  mood: 'ok',
  data: { b: 1, a: [1, 2] },
  ok: true,
  ref: '0f8fad5b-d9cb-469f-a165-70867728950e',
  tags: ['x'],
};
const match = (filter: string, r: Record<string, unknown> = row) => matchesFilters(parseFilters(filter), r, rel);

test('parses quoted values, in lists, not. and several conditions', () => {
  expect(parseFilters('body=eq."a,b(c)\\"d",id=not.in.(1, "2,3")')).toEqual([
    { column: 'body', op: 'eq', negate: false, value: 'a,b(c)"d', values: [], regex: null },
    { column: 'id', op: 'in', negate: true, value: '(1, "2,3")', values: ['1', '2,3'], regex: null },
  ]);
  expect(parseFilters(undefined)).toEqual([]);
  expect(() => parseFilters('wrong')).toThrow(new FilterError('Error parsing `filter` params: ["wrong"]'));
  expect(() => parseFilters('id=between.1')).toThrow(FilterError);
  expect(() => parseFilters('id=in.1,2')).toThrow(FilterError);
  expect(() => parseFilters('ok=is.maybe')).toThrow(FilterError);
});

test('compares as the column type', () => {
  expect(match('id=eq.7')).toBe(true);
  expect(match('id=gt.10')).toBe(false);
  expect(match('id=in.(1,7)')).toBe(true);
  expect(match('body=eq."Olá, mundo"')).toBe(true);
  expect(match('body=ilike.olá%')).toBe(true);
  expect(match('body=like.olá%')).toBe(false);
  expect(() => match('body=match.^Ol.,')).toThrow(FilterError); // an unquoted comma splits conditions
  expect(match('body=match."^Ol.,"')).toBe(true);
  expect(match('at=eq.2026-01-01 12:00:00.123456+00')).toBe(true);
  expect(match('at=eq.2026-01-01T09:00:00.123456-03:00')).toBe(true);
  expect(match('at=gt.2026-01-01T12:00:00.123455Z')).toBe(true);
  expect(match('code=eq.ab')).toBe(true);
  expect(match('mood=gt.sad')).toBe(true);
  expect(match('mood=gte.happy')).toBe(false);
  expect(match('data=eq."{\\"a\\":[1,2],\\"b\\":1}"')).toBe(true); // quoted as realtime-js quotes it
  expect(match('ok=eq.t,ok=is.true')).toBe(true);
  expect(match('ref=eq.0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
});

test('NULL compares to nothing, except with is and isdistinct', () => {
  const nulls = { ...row, body: null };
  expect(match('body=eq.x', nulls)).toBe(false);
  expect(match('body=neq.x', nulls)).toBe(false);
  expect(match('body=not.eq.x', nulls)).toBe(false);
  expect(match('body=is.null', nulls)).toBe(true);
  expect(match('body=not.is.null', nulls)).toBe(false);
  expect(match('body=isdistinct.x', nulls)).toBe(true);
  expect(match('body=isdistinct.null', nulls)).toBe(false);
  expect(match('missing=eq.1')).toBe(false);
});

test('filters that cannot apply to a column are reported', () => {
  const problem = (filter: string) => {
    const [f] = parseFilters(filter);
    return filterProblem(f, rel.columns.get(f.column)!);
  };
  expect(problem('id=eq.7')).toBeNull();
  expect(problem('id=eq.abc')).toBe('invalid input syntax for type int8: "abc"');
  expect(problem('id=like.7%')).toMatch(/does not apply/);
  expect(problem('data=gt.1')).toMatch(/does not apply/);
  expect(problem('mood=eq.angry')).toMatch(/invalid input syntax/);
  expect(problem('tags=eq.x')).toMatch(/not supported by the local realtime server/);
});
