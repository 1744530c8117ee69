import { parseFieldKey, parseFilterValue, parseLogicTree } from './parse-filter';
import { parseOrder } from './parse-order';
import { parseSelect } from './parse-select';
import { parseQuery } from './query-params';
import { RestError } from './errors';

function rejects(fn: () => unknown, code: string) {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RestError);
    expect((e as RestError).code).toBe(code);
    return e as RestError;
  }
  throw new Error('expected an error');
}

describe('select', () => {
  it('reads columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,label:name,price::text,n:qty::int,data->a->>b,x:data->0')).toEqual([
      { kind: 'field', alias: undefined, field: { name: 'id', path: [] }, cast: undefined },
      { kind: 'field', alias: 'label', field: { name: 'name', path: [] }, cast: undefined },
      { kind: 'field', alias: undefined, field: { name: 'price', path: [] }, cast: 'text' },
      { kind: 'field', alias: 'n', field: { name: 'qty', path: [] }, cast: 'int' },
      {
        kind: 'field',
        alias: undefined,
        field: {
          name: 'data',
          path: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        cast: undefined,
      },
      { kind: 'field', alias: 'x', field: { name: 'data', path: [{ arrow: '->', key: '0' }] }, cast: undefined },
    ]);
  });

  it('reads embeds with hints, join types, spreads and nesting', () => {
    expect(parseSelect('*,a:authors!fk_x!inner(name,c:countries(*)),...tags!left(name),books()')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        alias: 'a',
        name: 'authors',
        hint: 'fk_x',
        join: 'inner',
        spread: false,
        items: [
          { kind: 'field', alias: undefined, field: { name: 'name', path: [] }, cast: undefined },
          { kind: 'embed', alias: 'c', name: 'countries', hint: undefined, join: undefined, spread: false, items: [{ kind: 'star' }] },
        ],
      },
      {
        kind: 'embed',
        name: 'tags',
        hint: undefined,
        join: 'left',
        spread: true,
        items: [{ kind: 'field', alias: undefined, field: { name: 'name', path: [] }, cast: undefined }],
      },
      { kind: 'embed', alias: undefined, name: 'books', hint: undefined, join: undefined, spread: false, items: [] },
    ]);
  });

  it('keeps quoted names verbatim', () => {
    expect(parseSelect('"my col","a,b":x')).toEqual([
      { kind: 'field', alias: undefined, field: { name: 'my col', path: [] }, cast: undefined },
      { kind: 'field', alias: 'a,b', field: { name: 'x', path: [] }, cast: undefined },
    ]);
  });

  it('refuses broken syntax, injection and aggregates', () => {
    rejects(() => parseSelect('id,'), 'PGRST100');
    rejects(() => parseSelect('rel(id'), 'PGRST100');
    rejects(() => parseSelect('id::text);drop table x'), 'PGRST100');
    rejects(() => parseSelect('id::text;drop'), 'PGRST100');
    rejects(() => parseSelect('count()'), 'PGRST123');
    rejects(() => parseSelect('price.sum()'), 'PGRST123');
  });
});

describe('filters', () => {
  const f = (key: string, value: string) => parseFilterValue(parseFieldKey(key), value);

  it('reads operators, negation, quantifiers and text search configs', () => {
    expect(f('a', 'eq.1,2')).toMatchObject({ op: 'eq', negate: false, value: '1,2' });
    expect(f('a', 'not.like.*x*')).toMatchObject({ op: 'like', negate: true, value: '*x*' });
    expect(f('a', 'like(any).{a*,b*}')).toMatchObject({ op: 'like', quant: 'any', value: '{a*,b*}' });
    expect(f('a', 'fts(english).cat & dog')).toMatchObject({ op: 'fts', config: 'english', value: 'cat & dog' });
    expect(f('a', 'is.NULL')).toMatchObject({ op: 'is', value: 'NULL' });
    expect(f('data->>k', 'eq.x').field).toEqual({ name: 'data', path: [{ arrow: '->>', key: 'k' }] });
  });

  it('reads in lists with quoting', () => {
    expect(f('a', 'in.(1,"b,c","d\\"e",)').value).toEqual(['1', 'b,c', 'd"e', '']);
    expect(f('a', 'in.()').value).toEqual([]);
    rejects(() => f('a', 'in.(1,2'), 'PGRST100');
    rejects(() => f('a', 'in.(1)x'), 'PGRST100');
  });

  it('refuses unknown operators and is values', () => {
    rejects(() => f('a', 'xx.1'), 'PGRST100');
    rejects(() => f('a', 'eq1'), 'PGRST100');
    rejects(() => f('a', 'is.maybe'), 'PGRST100');
    rejects(() => f('a', 'gt(foo).1'), 'PGRST100');
  });

  it('reads nested logic trees with quoted values', () => {
    const tree = parseLogicTree('or', false, '(a.eq.1,and(b.gt.2,c.not.is.null),not.or(d.in.(1,2),e.eq."x,y)"),f.cs.{1,2})');
    expect(tree).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'filter', field: { name: 'a', path: [] }, negate: false, op: 'eq', value: '1' },
        {
          kind: 'logic',
          op: 'and',
          negate: false,
          children: [
            { kind: 'filter', field: { name: 'b', path: [] }, negate: false, op: 'gt', value: '2' },
            { kind: 'filter', field: { name: 'c', path: [] }, negate: true, op: 'is', value: 'null' },
          ],
        },
        {
          kind: 'logic',
          op: 'or',
          negate: true,
          children: [
            { kind: 'filter', field: { name: 'd', path: [] }, negate: false, op: 'in', value: ['1', '2'] },
            { kind: 'filter', field: { name: 'e', path: [] }, negate: false, op: 'eq', value: 'x,y)' },
          ],
        },
        { kind: 'filter', field: { name: 'f', path: [] }, negate: false, op: 'cs', value: '{1,2}' },
      ],
    });
    rejects(() => parseLogicTree('or', false, '(a.eq.1'), 'PGRST100');
    rejects(() => parseLogicTree('or', false, 'a.eq.1'), 'PGRST100');
  });
});

describe('order', () => {
  it('reads directions, nulls and related columns', () => {
    expect(parseOrder('a,b.desc,c.asc.nullsfirst,d.nullslast,rel(x).desc,data->>k.desc')).toEqual([
      { field: { name: 'a', path: [] } },
      { field: { name: 'b', path: [] }, dir: 'desc' },
      { field: { name: 'c', path: [] }, dir: 'asc', nulls: 'first' },
      { field: { name: 'd', path: [] }, nulls: 'last' },
      { relation: 'rel', field: { name: 'x', path: [] }, dir: 'desc' },
      { field: { name: 'data', path: [{ arrow: '->>', key: 'k' }] }, dir: 'desc' },
    ]);
    rejects(() => parseOrder('a.sideways'), 'PGRST100');
  });
});

describe('query parameters', () => {
  it('routes parameters to the root and to embedded resources', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=id,books(id)&id=gt.1&books.title=like.a*&books.order=id.desc&books.limit=2&books.offset=1&or=(a.eq.1,b.eq.2)&books.not.and=(x.eq.1,y.eq.2)&limit=5&offset=10&columns="a","b"&on_conflict=a,b',
      ),
    );
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['a', 'b']);
    const root = q.nodes.get('')!;
    expect(root.limit).toBe(5);
    expect(root.offset).toBe(10);
    expect(root.conditions.map((c) => c.kind)).toEqual(['filter', 'logic']);
    const books = q.nodes.get('books')!;
    expect(books).toMatchObject({ limit: 2, offset: 1, order: [{ field: { name: 'id', path: [] }, dir: 'desc' }] });
    expect(books.conditions).toMatchObject([
      { kind: 'filter', op: 'like' },
      { kind: 'logic', op: 'and', negate: true },
    ]);
  });

  it('splits keys on dots outside quotes only', () => {
    const q = parseQuery(new URLSearchParams('select=*&data->>"a.b"=eq.1&rel."x.y"=eq.2'));
    expect(q.nodes.get('')!.conditions).toMatchObject([{ field: { name: 'data', path: [{ arrow: '->>', key: 'a.b' }] }, value: '1' }]);
    expect(q.nodes.get('rel')!.conditions).toMatchObject([{ field: { name: 'x.y', path: [] }, value: '2' }]);
  });

  it('refuses bad limits and offsets', () => {
    rejects(() => parseQuery(new URLSearchParams('limit=-1')), 'PGRST100');
    rejects(() => parseQuery(new URLSearchParams('offset=1;')), 'PGRST100');
  });
});
