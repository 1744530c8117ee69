// Data API reads through supabase-js: columns, aliases, casts, JSON paths, views, order,
// paging, counts and Content-Range, HEAD, single/maybeSingle, CSV and stripped nulls.
import { anonClient, serviceClient } from '../testing/clients';
import { restFetch } from '../testing/rest';

const db = anonClient();

test('selects columns with aliases, casts and JSON paths', async () => {
  const { data, error, status } = await db
    .from('rest_authors')
    .select('id, label:name, born::text, books:meta->stats->>books, nick:meta->>nick, meta->langs->0, created_at')
    .in('id', [1, 3])
    .order('id');
  expect(error).toBeNull();
  expect(status).toBe(200);
  expect(data).toEqual([
    {
      id: 1,
      label: 'Machado de Assis',
      born: '1839-06-21',
      books: '2',
      nick: 'Bruxo',
      langs: 'pt',
      created_at: '2024-01-01T00:00:00+00:00',
    },
    { id: 3, label: 'José Saramago', born: '1922-11-16', books: null, nick: null, langs: null, created_at: '2024-01-01T00:00:00+00:00' },
  ]);
});

test('select * returns every column with JSON-native values', async () => {
  const { data, error } = await db.from('rest_books').select('*').eq('id', 1).single();
  expect(error).toBeNull();
  expect(data).toEqual({
    id: 1,
    title: 'Dom Casmurro',
    author_id: 1,
    pages: 256,
    price: 39.9,
    published_on: '1899-01-01',
    pages_range: '[1,257)',
    title_upper: 'DOM CASMURRO',
    search: "'casmurro':2 'dom':1",
    data: { genre: 'novel', rating: 5 },
  });
});

test('reads a view', async () => {
  const { data, error } = await db.from('rest_book_summaries').select('title, author_name').lte('id', 3).order('id');
  expect(error).toBeNull();
  expect(data).toEqual([
    { title: 'Dom Casmurro', author_name: 'Machado de Assis' },
    { title: 'Memórias Póstumas de Brás Cubas', author_name: 'Machado de Assis' },
    { title: 'A Hora da Estrela', author_name: 'Clarice Lispector' },
  ]);
});

test('orders by several columns with nulls first / last', async () => {
  const last = await db.from('rest_books').select('id').order('price', { ascending: false, nullsFirst: false }).order('id');
  expect(last.data).toEqual([{ id: 2 }, { id: 1 }, { id: 3 }, { id: 5 }, { id: 4 }]);
  const first = await db.from('rest_books').select('id').order('price', { ascending: true, nullsFirst: true });
  expect(first.data).toEqual([{ id: 4 }, { id: 5 }, { id: 3 }, { id: 1 }, { id: 2 }]);
  const byJson = await db.from('rest_books').select('id').order('data->>rating', { ascending: false, nullsFirst: false }).order('id');
  expect(byJson.data).toEqual([{ id: 1 }, { id: 4 }, { id: 2 }, { id: 3 }, { id: 5 }]);
});

test('pages with limit / range, and counts with Content-Range', async () => {
  const page = await db.from('rest_books').select('id', { count: 'exact' }).order('id').range(1, 2);
  expect(page.error).toBeNull();
  expect(page.data).toEqual([{ id: 2 }, { id: 3 }]);
  expect(page.count).toBe(5);
  expect(page.status).toBe(206);

  const all = await db.from('rest_books').select('id', { count: 'exact' }).order('id');
  expect(all.status).toBe(200);
  expect(all.count).toBe(5);

  const limited = await db.from('rest_books').select('id').order('id', { ascending: false }).limit(2);
  expect(limited.data).toEqual([{ id: 5 }, { id: 4 }]);
  expect(limited.count).toBeNull();

  const filtered = await db.from('rest_books').select('id', { count: 'exact' }).eq('author_id', 1).limit(1);
  expect(filtered.count).toBe(2);
  expect(filtered.data).toHaveLength(1);
});

test('Content-Range headers for pages, empty results and HEAD', async () => {
  const res = await restFetch('rest_books?select=id&order=id&offset=1&limit=2', { headers: { Prefer: 'count=exact' } });
  expect(res.status).toBe(206);
  expect(res.headers.get('content-range')).toBe('1-2/5');
  const none = await restFetch('rest_books?select=id&id=gt.100', { headers: { Prefer: 'count=exact' } });
  expect(none.status).toBe(200);
  expect(none.headers.get('content-range')).toBe('*/0');
  expect(await none.json()).toEqual([]);
  const uncounted = await restFetch('rest_books?select=id&order=id&limit=2');
  expect(uncounted.headers.get('content-range')).toBe('0-1/*');
  const ranged = await restFetch('rest_books?select=id&order=id', { headers: { Range: '3-10', 'Range-Unit': 'items' } });
  expect(ranged.headers.get('content-range')).toBe('3-4/*');
  expect(await ranged.json()).toEqual([{ id: 4 }, { id: 5 }]);
});

test('HEAD with count returns only the count', async () => {
  const { data, count, error, status } = await db.from('rest_books').select('*', { count: 'exact', head: true }).gt('pages', 100);
  expect(error).toBeNull();
  expect(status).toBe(200);
  expect(data).toBeNull();
  expect(count).toBe(3);
});

test('an offset past the end with a count is 416 PGRST103', async () => {
  const { error, status } = await db.from('rest_books').select('id', { count: 'exact' }).range(10, 12);
  expect(status).toBe(416);
  expect(error).toMatchObject({
    code: 'PGRST103',
    message: 'Requested range not satisfiable',
    details: 'An offset of 10 was requested, but there are only 5 rows.',
  });
});

test('single() returns the bare object or 406 PGRST116', async () => {
  const one = await db.from('rest_countries').select('code').eq('id', 2).single();
  expect(one).toMatchObject({ data: { code: 'PT' }, error: null, status: 200 });
  const many = await db.from('rest_countries').select('code').single();
  expect(many.status).toBe(406);
  expect(many.error).toEqual({
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: 'The result contains 3 rows',
    hint: null,
  });
  const none = await db.from('rest_countries').select('code').eq('id', 99).single();
  expect(none.status).toBe(406);
  expect(none.error?.details).toBe('The result contains 0 rows');
});

test('maybeSingle() returns the row, null, or an error for several rows', async () => {
  expect((await db.from('rest_countries').select('code').eq('id', 3).maybeSingle()).data).toEqual({ code: 'AR' });
  const none = await db.from('rest_countries').select('code').eq('id', 99).maybeSingle();
  expect(none).toMatchObject({ data: null, error: null });
  const many = await db.from('rest_countries').select('code').maybeSingle();
  expect(many.error?.code).toBe('PGRST116');
});

test('csv() and stripNulls()', async () => {
  const csv = await db.from('rest_authors').select('id, name, born').in('id', [1, 4]).order('id').csv();
  expect(csv.error).toBeNull();
  // PostgreSQL's record text form, as PostgREST writes it: values with spaces are quoted.
  expect(csv.data).toBe('id,name,born\n1,"Machado de Assis",1839-06-21\n4,"Sem Livros",');
  const stripped = await db.from('rest_authors').select('id, born, meta').eq('id', 4).stripNulls();
  expect(stripped.data).toEqual([{ id: 4 }]);
  const one = await db.from('rest_authors').select('id, born').eq('id', 4).single().stripNulls();
  expect(one.data).toEqual({ id: 4 });
});

test('max_rows caps the result size', async () => {
  const { data } = await serviceClient().from('rest_books').select('id').limit(5000);
  expect(data).toHaveLength(5);
});

test('schemas outside config are refused with 406 PGRST106', async () => {
  const { error, status } = await db.schema('auth').from('users').select('id');
  expect(status).toBe(406);
  expect(error).toEqual({
    code: 'PGRST106',
    message: 'Invalid schema: auth',
    details: null,
    hint: 'Only the following schemas are exposed: public, graphql_public',
  });
});

test('unknown media types are 406 PGRST107', async () => {
  const res = await restFetch('rest_books?select=id', { headers: { Accept: 'application/xml' } });
  expect(res.status).toBe(406);
  expect((await res.json()).code).toBe('PGRST107');
});
