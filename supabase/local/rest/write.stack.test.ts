// Writes through supabase-js: insert (single, bulk, columns, defaults), upsert (merge / ignore),
// update and delete with filters, return modes, counts, single(), maxAffected(), rollback().
import { directSql, stackEnv } from '../testing/clients';
import { restFetch, serviceClient13 } from '../testing/rest';

const db = serviceClient13();
const sql = directSql();
afterAll(() => sql.end());

const skus = async (prefix: string) =>
  (await sql`select sku, name, qty from public.rest_items where sku like ${prefix + '%'} order by sku`).map((r) => ({ ...r }));

test('insert returns 201 with no body unless a representation is asked for', async () => {
  const plain = await db.from('rest_items').insert({ sku: 'w1-a', name: 'A' });
  expect(plain).toMatchObject({ status: 201, data: null, error: null });
  const rep = await db
    .from('rest_items')
    .insert({ sku: 'w1-b', name: 'B', tags: ['x', 'y'], attrs: { k: [1, 2] }, mood: 'sad' })
    .select('sku, name, qty, tags, attrs, mood')
    .single();
  expect(rep.status).toBe(201);
  expect(rep.data).toEqual({ sku: 'w1-b', name: 'B', qty: 0, tags: ['x', 'y'], attrs: { k: [1, 2] }, mood: 'sad' });
  expect(await skus('w1-')).toEqual([
    { sku: 'w1-a', name: 'A', qty: 0 },
    { sku: 'w1-b', name: 'B', qty: 0 },
  ]);
});

test('bulk insert: missing keys become NULL, or DEFAULT with defaultToNull: false', async () => {
  const nulls = await db
    .from('rest_items')
    .insert([
      { sku: 'w2-a', name: 'A', qty: 3 },
      { sku: 'w2-b', qty: 4 },
    ])
    .select('sku');
  expect(nulls.error?.code).toBe('23502'); // name is NOT NULL and got NULL
  expect(nulls.status).toBe(400);
  expect(await skus('w2-')).toEqual([]);
  const defaults = await db
    .from('rest_items')
    .insert(
      [
        { sku: 'w2-a', name: 'A', qty: 3 },
        { sku: 'w2-b', qty: 4 },
      ],
      { defaultToNull: false },
    )
    .select('sku, name, qty');
  expect(defaults.error).toBeNull();
  expect(defaults.data).toEqual([
    { sku: 'w2-a', name: 'A', qty: 3 },
    { sku: 'w2-b', name: 'unnamed', qty: 4 },
  ]);
});

test('insert with count and embedded representation', async () => {
  const { data, count, error } = await db
    .from('rest_items')
    .insert(
      [
        { sku: 'w3-a', name: 'A', country_id: 1 },
        { sku: 'w3-b', name: 'B', country_id: 2 },
      ],
      { count: 'exact' },
    )
    .select('sku, country:rest_countries(code)');
  expect(error).toBeNull();
  expect(count).toBe(2);
  expect(data).toEqual([
    { sku: 'w3-a', country: { code: 'BR' } },
    { sku: 'w3-b', country: { code: 'PT' } },
  ]);
});

test('upsert merges duplicates on the conflict columns', async () => {
  await db.from('rest_items').insert({ sku: 'w4-a', name: 'old', qty: 1 });
  const { data, error, status } = await db
    .from('rest_items')
    .upsert(
      [
        { sku: 'w4-a', name: 'new', qty: 7 },
        { sku: 'w4-b', name: 'fresh', qty: 2 },
      ],
      { onConflict: 'sku' },
    )
    .select('sku, name, qty');
  expect(error).toBeNull();
  expect(status).toBe(201);
  expect(data).toEqual([
    { sku: 'w4-a', name: 'new', qty: 7 },
    { sku: 'w4-b', name: 'fresh', qty: 2 },
  ]);
  expect(await skus('w4-')).toEqual([
    { sku: 'w4-a', name: 'new', qty: 7 },
    { sku: 'w4-b', name: 'fresh', qty: 2 },
  ]);
});

test('upsert ignoring duplicates keeps existing rows', async () => {
  await db.from('rest_items').insert({ sku: 'w5-a', name: 'kept', qty: 1 });
  const { data, error } = await db
    .from('rest_items')
    .upsert(
      [
        { sku: 'w5-a', name: 'ignored' },
        { sku: 'w5-b', name: 'added' },
      ],
      { onConflict: 'sku', ignoreDuplicates: true },
    )
    .select('sku, name');
  expect(error).toBeNull();
  expect(data).toEqual([{ sku: 'w5-b', name: 'added' }]);
  expect(await skus('w5-')).toEqual([
    { sku: 'w5-a', name: 'kept', qty: 1 },
    { sku: 'w5-b', name: 'added', qty: 0 },
  ]);
});

test('upsert on the primary key by default', async () => {
  const [{ id }] = await sql`insert into public.rest_items (sku, name) values ('w6-a', 'x') returning id`;
  const { data, error } = await db
    .from('rest_items')
    .upsert({ id: Number(id), sku: 'w6-a', name: 'by pk' })
    .select('name')
    .single();
  expect(error).toBeNull();
  expect(data).toEqual({ name: 'by pk' });
});

test('update and delete with filters, minimal and representation', async () => {
  await db.from('rest_items').insert([
    { sku: 'w7-a', name: 'a' },
    { sku: 'w7-b', name: 'b' },
    { sku: 'w7-c', name: 'c' },
  ]);
  const minimal = await db.from('rest_items').update({ qty: 5 }).in('sku', ['w7-a', 'w7-b']);
  expect(minimal).toMatchObject({ status: 204, data: null, error: null });
  const rep = await db.from('rest_items').update({ name: 'C!' }, { count: 'exact' }).eq('sku', 'w7-c').select('sku, name');
  expect(rep).toMatchObject({ status: 200, count: 1, data: [{ sku: 'w7-c', name: 'C!' }] });
  const del = await db.from('rest_items').delete({ count: 'exact' }).eq('qty', 5).like('sku', 'w7-%').select('sku').order('sku');
  expect(del).toMatchObject({ status: 200, count: 2, data: [{ sku: 'w7-a' }, { sku: 'w7-b' }] });
  expect(await skus('w7-')).toEqual([{ sku: 'w7-c', name: 'C!', qty: 0 }]);
  const none = await db.from('rest_items').update({ qty: 1 }).eq('sku', 'nope').select();
  expect(none).toMatchObject({ status: 200, data: [] });
});

test('update / delete without any filter are refused (21000), as on Supabase', async () => {
  const upd = await db.from('rest_items').update({ qty: 0 });
  expect(upd.status).toBe(400);
  expect(upd.error).toEqual({ code: '21000', message: 'UPDATE requires a WHERE clause', details: null, hint: null });
  const del = await db.from('rest_items').delete();
  expect(del.error?.message).toBe('DELETE requires a WHERE clause');
});

test('single() on a write that touches several rows is 406 and rolls back', async () => {
  await db.from('rest_items').insert([
    { sku: 'w8-a', name: 'a' },
    { sku: 'w8-b', name: 'b' },
  ]);
  const { error, status } = await db.from('rest_items').update({ qty: 9 }).like('sku', 'w8-%').select().single();
  expect(status).toBe(406);
  expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
  expect(await skus('w8-')).toEqual([
    { sku: 'w8-a', name: 'a', qty: 0 },
    { sku: 'w8-b', name: 'b', qty: 0 },
  ]);
  const one = await db.from('rest_items').update({ qty: 9 }).eq('sku', 'w8-a').select('qty').single();
  expect(one).toMatchObject({ status: 200, data: { qty: 9 } });
});

test('maxAffected() refuses and rolls back larger changes', async () => {
  await db.from('rest_items').insert([
    { sku: 'w9-a', name: 'a' },
    { sku: 'w9-b', name: 'b' },
  ]);
  const { error, status } = await db.from('rest_items').update({ qty: 3 }).like('sku', 'w9-%').maxAffected(1);
  expect(status).toBe(400);
  expect(error).toEqual({
    code: 'PGRST124',
    message: 'Query result exceeds max-affected preference constraint',
    details: 'The query affects 2 rows',
    hint: null,
  });
  expect(await skus('w9-')).toEqual([
    { sku: 'w9-a', name: 'a', qty: 0 },
    { sku: 'w9-b', name: 'b', qty: 0 },
  ]);
  const ok = await db.from('rest_items').delete().eq('sku', 'w9-a').maxAffected(1);
  expect(ok.error).toBeNull();
  expect(await skus('w9-')).toEqual([{ sku: 'w9-b', name: 'b', qty: 0 }]);
});

test('rollback() answers with the result but keeps nothing', async () => {
  const { data, error } = await db.from('rest_items').insert({ sku: 'w10-a', name: 'ghost' }).select('sku').rollback();
  expect(error).toBeNull();
  expect(data).toEqual([{ sku: 'w10-a' }]);
  expect(await skus('w10-')).toEqual([]);
});

test('constraint violations map to PostgREST status codes', async () => {
  await db.from('rest_items').insert({ sku: 'w11-a', name: 'a' });
  const dup = await db.from('rest_items').insert({ sku: 'w11-a', name: 'again' });
  expect(dup.status).toBe(409);
  expect(dup.error).toEqual({
    code: '23505',
    message: 'duplicate key value violates unique constraint "rest_items_sku_key"',
    details: 'Key (sku)=(w11-a) already exists.',
    hint: null,
  });
  const fk = await db.from('rest_items').insert({ sku: 'w11-b', name: 'b', country_id: 99 });
  expect(fk.status).toBe(409);
  expect(fk.error?.code).toBe('23503');
  const check = await db.from('rest_items').update({ qty: -1 }).eq('sku', 'w11-a');
  expect(check.status).toBe(400);
  expect(check.error?.code).toBe('23514');
  const badEnum = await db.from('rest_items').insert({ sku: 'w11-c', name: 'c', mood: 'angry' });
  expect(badEnum.status).toBe(400);
  expect(badEnum.error?.code).toBe('22P02');
  const generated = await db.from('rest_books').insert({ title: 'x', title_upper: 'X' });
  expect(generated.status).toBe(400);
  expect(generated.error?.code).toBe('428C9');
});

test('unknown columns in the body or in columns= are 400 PGRST204', async () => {
  const body = await db.from('rest_items').insert({ sku: 'w12-a', name: 'a', colour: 'red' });
  expect(body.status).toBe(400);
  expect(body.error).toEqual({
    code: 'PGRST204',
    message: "Could not find the 'colour' column of 'rest_items' in the schema cache",
    details: null,
    hint: null,
  });
  const bulk = await db.from('rest_items').insert([
    { sku: 'w12-b', name: 'b' },
    { sku: 'w12-c', nope: 1 },
  ]);
  expect(bulk.error?.code).toBe('PGRST204');
  const patch = await db.from('rest_items').update({ nope: 1 }).eq('sku', 'w12-a');
  expect(patch.error?.code).toBe('PGRST204');
  expect(await skus('w12-')).toEqual([]);
});

test('return=headers-only answers 201 with the Location of the new row', async () => {
  const res = await restFetch('rest_items', {
    method: 'POST',
    key: stackEnv.secretKey,
    body: JSON.stringify({ sku: 'w13-a', name: 'a' }),
    headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
  });
  expect(res.status).toBe(201);
  expect(await res.text()).toBe('');
  const [{ id }] = await sql`select id from public.rest_items where sku = 'w13-a'`;
  expect(res.headers.get('location')).toBe(`/rest_items?id=eq.${id}`);
});
