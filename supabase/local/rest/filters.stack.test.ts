// Every filter operator the client emits, negation, and or/and logic trees.
import { anonClient } from '../testing/clients';

const db = anonClient();
const ids = (rows: { id: number }[] | null) => rows?.map((r) => r.id);

async function books(build: (q: any) => any) {
  const { data, error } = await build(db.from('rest_books').select('id')).order('id');
  expect(error).toBeNull();
  return ids(data);
}

async function authors(build: (q: any) => any) {
  const { data, error } = await build(db.from('rest_authors').select('id')).order('id');
  expect(error).toBeNull();
  return ids(data);
}

test('comparison operators', async () => {
  expect(await books((q) => q.eq('pages', 88))).toEqual([3]);
  expect(await books((q) => q.neq('author_id', 1))).toEqual([3, 4]);
  expect(await books((q) => q.gt('pages', 300))).toEqual([2, 4]);
  expect(await books((q) => q.gte('pages', 312))).toEqual([2, 4]);
  expect(await books((q) => q.lt('price', 30))).toEqual([3, 5]);
  expect(await books((q) => q.lte('published_on', '1899-01-01'))).toEqual([1, 2]);
  expect(await books((q) => q.match({ author_id: 1, pages: 256 }))).toEqual([1]);
  expect(await books((q) => q.filter('pages', 'gt', 250).filter('pages', 'lt', 300))).toEqual([1]);
});

test('like, ilike (with * and %), any/all variants and regex', async () => {
  expect(await books((q) => q.like('title', '%Estrela'))).toEqual([3]);
  expect(await books((q) => q.like('title', '*sobre*'))).toEqual([4]);
  expect(await books((q) => q.ilike('title', 'dom%'))).toEqual([1]);
  expect(await books((q) => q.likeAnyOf('title', ['Dom*', '*Cegueira']))).toEqual([1, 4]);
  expect(await books((q) => q.likeAllOf('title', ['*a*', '*Hora*']))).toEqual([3]);
  expect(await books((q) => q.ilikeAnyOf('title', ['dom*', 'anon*']))).toEqual([1, 5]);
  expect(await books((q) => q.ilikeAllOf('title', ['*E*', '*s*']))).toEqual([2, 3, 4, 5]);
  expect(await books((q) => q.regexMatch('title', '^[AD]'))).toEqual([1, 3, 5]);
  expect(await books((q) => q.regexIMatch('title', '^a '))).toEqual([3]);
  expect(await books((q) => q.filter('pages', 'gt(any)', '{300,250}'))).toEqual([1, 2, 4]);
});

test('is, isDistinct, in and not in', async () => {
  expect(await books((q) => q.is('price', null))).toEqual([4]);
  expect(await books((q) => q.not('price', 'is', null))).toEqual([1, 2, 3, 5]);
  expect(await books((q) => q.isDistinct('author_id', 1))).toEqual([3, 4, 5]);
  expect(await books((q) => q.in('id', [4, 2, 2]))).toEqual([2, 4]);
  expect(await books((q) => q.notIn('id', [1, 2, 3]))).toEqual([4, 5]);
  expect(await books((q) => q.in('id', []))).toEqual([]);
  expect(await authors((q) => q.in('name', ['Machado de Assis', 'a,b (c)', 'Sem Livros']))).toEqual([1, 4]);
  const bools = await db.from('rest_notes').select('id').is('is_public', true);
  expect(ids(bools.data)).toEqual([2]);
});

test('arrays: contains, containedBy, overlaps', async () => {
  expect(await authors((q) => q.contains('tags', ['classic']))).toEqual([1, 3]);
  expect(await authors((q) => q.containedBy('tags', ['classic', 'realism', 'modernism']))).toEqual([1, 2, 4]);
  expect(await authors((q) => q.overlaps('tags', ['nobel', 'modernism']))).toEqual([2, 3]);
  expect(await authors((q) => q.contains('tags', '{"realism"}'))).toEqual([1]);
});

test('jsonb: contains and JSON path filters', async () => {
  expect(await authors((q) => q.contains('meta', { langs: ['en'] }))).toEqual([2]);
  expect(await authors((q) => q.containedBy('meta', { langs: ['pt', 'en'], stats: { books: 1 }, x: 1 }))).toEqual([2]);
  expect(await books((q) => q.eq('data->>genre', 'novella'))).toEqual([3]);
  expect(await books((q) => q.gt('data->rating', 4))).toEqual([1, 4]);
  expect(await authors((q) => q.eq('meta->stats->>books', '2'))).toEqual([1]);
});

test('ranges: sl, sr, nxl, nxr, adj, ov', async () => {
  expect(await books((q) => q.rangeLt('pages_range', '[300,400]'))).toEqual([1, 3]);
  expect(await books((q) => q.rangeGt('pages_range', '[0,0]'))).toEqual([1, 2, 3, 4]);
  expect(await books((q) => q.rangeGte('pages_range', '[1,10]'))).toEqual([1, 2, 3, 4]);
  expect(await books((q) => q.rangeLte('pages_range', '[1,100]'))).toEqual([3]);
  expect(await books((q) => q.rangeAdjacent('pages_range', '[257,300]'))).toEqual([1]);
  expect(await books((q) => q.overlaps('pages_range', '[300,320]'))).toEqual([2, 4]);
});

test('full text search: fts, plfts, phfts, wfts with a config', async () => {
  expect(await books((q) => q.textSearch('search', 'casmurro'))).toEqual([1]);
  expect(await books((q) => q.textSearch('search', "'dom' & 'casmurro'", { config: 'english' }))).toEqual([1]);
  expect(await books((q) => q.textSearch('title', 'hora estrela', { type: 'plain', config: 'simple' }))).toEqual([3]);
  expect(await books((q) => q.textSearch('title', 'hora da estrela', { type: 'phrase', config: 'simple' }))).toEqual([3]);
  expect(await books((q) => q.textSearch('title', 'sobre -hora', { type: 'websearch', config: 'simple' }))).toEqual([4]);
  expect(await books((q) => q.not('search', 'fts', 'casmurro'))).toEqual([2, 3, 4, 5]);
});

test('not() negates any operator', async () => {
  expect(await books((q) => q.not('pages', 'gt', 100))).toEqual([3, 5]);
  expect(await books((q) => q.not('title', 'like', '*Hora*'))).toEqual([1, 2, 4, 5]);
  expect(await authors((q) => q.not('tags', 'cs', '{classic}'))).toEqual([2, 4]);
});

test('or / and logic trees with nesting, negation and quoted values', async () => {
  expect(await books((q) => q.or('pages.lt.50,price.is.null'))).toEqual([4, 5]);
  expect(await books((q) => q.or('and(author_id.eq.1,pages.gt.300),id.eq.3'))).toEqual([2, 3]);
  expect(await books((q) => q.or('id.in.(1,5),title.eq."Ensaio sobre a Cegueira"'))).toEqual([1, 4, 5]);
  expect(await books((q) => q.or('pages.not.gt.100,not.and(author_id.eq.1,pages.lt.300)'))).toEqual([2, 3, 4, 5]);
  expect(await authors((q) => q.or('tags.cs.{nobel},meta->>nick.eq.Bruxo'))).toEqual([1, 3]);
  const and = await db.from('rest_books').select('id').filter('and', 'eq', '').order('id');
  expect(and.error?.code).toBe('PGRST100');
  const quoted = await db.from('rest_authors').select('id').or('name.eq."a,b (c)",name.eq."Sem Livros"');
  expect(ids(quoted.data)).toEqual([4]);
  const escaped = await db.from('rest_authors').select('id').or('name.eq."x\\"y",id.eq.2');
  expect(ids(escaped.data)).toEqual([2]);
});

test('unknown operators and broken trees are 400 PGRST100', async () => {
  const op = await db.from('rest_books').select('id').filter('pages', 'bigger', 3);
  expect(op.status).toBe(400);
  expect(op.error?.code).toBe('PGRST100');
  expect(op.error?.message).toBe('"failed to parse filter (bigger.3)"');
  const tree = await db.from('rest_books').select('id').or('pages.gt.1,(');
  expect(tree.error?.code).toBe('PGRST100');
  const is = await db.from('rest_books').select('id').filter('price', 'is', 'maybe');
  expect(is.error?.code).toBe('PGRST100');
});
