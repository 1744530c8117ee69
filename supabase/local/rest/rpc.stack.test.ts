// RPC through supabase-js: POST / GET / HEAD, scalar, composite, set and void results, filters
// over sets, overloads by argument names, errors raised by functions.
import { anonClient, directSql, serviceClient } from '../testing/clients';
import { ANA, restFetch, userClient } from '../testing/rest';

const db = anonClient();

test('scalar results over POST and GET, with defaults', async () => {
  expect(await db.rpc('rest_add', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
  expect((await db.rpc('rest_add', { a: 2 })).data).toBe(12);
  expect((await db.rpc('rest_add', { a: 1, b: 1 }, { get: true })).data).toBe(2);
  expect((await db.rpc('rest_echo', { word: 'oi' })).data).toBe('word:oi');
});

test('overloads are told apart by argument names', async () => {
  expect((await db.rpc('rest_echo', { num: 7 })).data).toBe('num:7');
  expect((await db.rpc('rest_echo', { word: 'x' }, { get: true })).data).toBe('word:x');
});

test('array and jsonb arguments', async () => {
  expect((await db.rpc('rest_sum_array', { xs: [1, 2, 3, 4] })).data).toBe(10);
  expect((await db.rpc('rest_sum_array', { xs: [5, 6] }, { get: true })).data).toBe(11);
  expect((await db.rpc('rest_json_keys', { payload: { z: 1, a: { b: 2 } } })).data).toEqual(['a', 'z']);
});

test('set-returning functions accept select, filters, order, limit and embeds', async () => {
  const { data, error } = await db
    .rpc('rest_books_by_author', { author: 1 })
    .select('id, title, rest_authors(name)')
    .order('id', { ascending: false });
  expect(error).toBeNull();
  expect(data).toEqual([
    { id: 2, title: 'Memórias Póstumas de Brás Cubas', rest_authors: { name: 'Machado de Assis' } },
    { id: 1, title: 'Dom Casmurro', rest_authors: { name: 'Machado de Assis' } },
  ]);
  const filtered = await db.rpc('rest_books_by_author', { author: 1 }).select('id').gt('pages', 300);
  expect(filtered.data).toEqual([{ id: 2 }]);
  const limited = await db.rpc('rest_books_by_author', { author: 1 }, { get: true }).select('id').order('id').limit(1);
  expect(limited.data).toEqual([{ id: 1 }]);
  const single = await db.rpc('rest_books_by_author', { author: 2 }).select('title').single();
  expect(single.data).toEqual({ title: 'A Hora da Estrela' });
  const table = await db.rpc('rest_book_counts').gte('n', 1).order('author_id');
  expect(table.data).toEqual([
    { author_id: 1, n: 2 },
    { author_id: 2, n: 1 },
    { author_id: 3, n: 1 },
  ]);
  const scalars = await db.rpc('rest_moods');
  expect(scalars.data).toEqual(['happy', 'sad', 'neutral']);
});

test('a composite result is an object', async () => {
  const { data, error } = await db.rpc('rest_author_card', { author: 3 }).select('name, mood');
  expect(error).toBeNull();
  expect(data).toEqual({ name: 'José Saramago', mood: 'neutral' });
});

test('count and head on set-returning functions', async () => {
  const { count, data, error } = await db.rpc('rest_books_by_author', { author: 1 }, { count: 'exact', head: true });
  expect(error).toBeNull();
  expect(data).toBeNull();
  expect(count).toBe(2);
  const counted = await db.rpc('rest_books_by_author', { author: 1 }, { count: 'exact' }).select('id').limit(1);
  expect(counted.count).toBe(2);
  expect(counted.status).toBe(206);
});

test('void functions answer 204; writes over GET are 405 25006', async () => {
  const sql = directSql();
  try {
    await sql`insert into public.rest_items (sku, name) values ('rpc-a', 'a')`;
    const admin = serviceClient();
    const post = await admin.rpc('rest_bump_item', { item_sku: 'rpc-a' });
    expect(post).toMatchObject({ status: 204, data: null, error: null });
    const get = await admin.rpc('rest_bump_item', { item_sku: 'rpc-a' }, { get: true });
    expect(get.status).toBe(405);
    expect(get.error).toEqual({ code: '25006', message: 'cannot execute UPDATE in a read-only transaction', details: null, hint: null });
    const [{ qty }] = await sql`select qty from public.rest_items where sku = 'rpc-a'`;
    expect(qty).toBe(1);
  } finally {
    await sql.end();
  }
});

test('unknown functions or signatures are 404 PGRST202', async () => {
  const missing = await db.rpc('rest_nope', { a: 1, b: 2 });
  expect(missing.status).toBe(404);
  expect(missing.error).toEqual({
    code: 'PGRST202',
    message: 'Could not find the function public.rest_nope(a, b) in the schema cache',
    details:
      'Searched for the function public.rest_nope with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    hint: null,
  });
  const noArgs = await db.rpc('rest_add');
  expect(noArgs.error?.message).toBe('Could not find the function public.rest_add without parameters in the schema cache');
  const wrongName = await db.rpc('rest_add', { a: 1, c: 2 });
  expect(wrongName.error?.message).toBe('Could not find the function public.rest_add(a, c) in the schema cache');
});

test('raised exceptions keep message, details and hint; PTxyz sets the status', async () => {
  const p0001 = await db.rpc('rest_fail', { kind: 'plain' });
  expect(p0001.status).toBe(400);
  expect(p0001.error).toEqual({ code: 'P0001', message: 'failed on purpose: plain', details: 'the detail', hint: 'the hint' });
  const teapot = await db.rpc('rest_fail', { kind: 'teapot' });
  expect(teapot.status).toBe(418);
  expect(teapot.error).toEqual({ code: 'PT418', message: 'I am a teapot', details: 'short and stout', hint: 'tip me over' });
});

test('functions see the caller: role and auth.uid()', async () => {
  expect((await db.rpc('rest_whoami')).data).toEqual({ role: 'anon', uid: null });
  expect((await userClient(ANA).rpc('rest_whoami', {}, { get: true })).data).toEqual({ role: 'authenticated', uid: ANA });
  expect((await serviceClient().rpc('rest_whoami')).data).toEqual({ role: 'service_role', uid: null });
});

test('Prefer: params=single-object passes the whole body as the json argument', async () => {
  const res = await restFetch('rpc/rest_json_keys', {
    method: 'POST',
    body: JSON.stringify({ b: 1, a: 2 }),
    headers: { 'Content-Type': 'application/json', Prefer: 'params=single-object' },
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual(['a', 'b']);
});
