// Malformed and hostile requests: the right PostgREST error, and the data left untouched.
import { anonClient, directSql, serviceClient } from '../testing/clients';
import { restFetch } from '../testing/rest';

const db = serviceClient();
const sql = directSql();
afterAll(() => sql.end());

async function snapshot() {
  const [books] = await sql`select count(*)::int as n, md5(string_agg(t::text, ',' order by id)) as h from public.rest_books t`;
  const [items] = await sql`select count(*)::int as n from public.rest_items`;
  return { books, items: items.n };
}

test('unknown tables and columns', async () => {
  const table = await db.from('rest_nope').select('*');
  expect(table.status).toBe(404);
  expect(table.error).toEqual({
    code: 'PGRST205',
    message: "Could not find the table 'public.rest_nope' in the schema cache",
    details: null,
    hint: null,
  });
  const column = await db.from('rest_books').select('id, nope');
  expect(column.status).toBe(400);
  expect(column.error).toEqual({ code: '42703', message: 'column rest_books.nope does not exist', details: null, hint: null });
  expect((await db.from('rest_books').select('id').eq('nope', 1)).error?.message).toBe('column rest_books.nope does not exist');
  expect((await db.from('rest_books').select('id').order('nope')).error?.code).toBe('42703');
  expect((await db.from('rest_books').select('id, rest_authors(nope)')).error?.message).toBe('column rest_authors.nope does not exist');
});

test('injection attempts in names are refused and change nothing', async () => {
  const before = await snapshot();
  const attempts = [
    db.from('rest_books; drop table public.rest_items; --').select('*'),
    db.from('rest_books"').select('*'),
    db.from('rest_books').select('id, "title; drop table public.rest_items; --"'),
    db.from('rest_books').select('id,title);drop table public.rest_items;--'),
    db.from('rest_books').select('id::text);drop table public.rest_items;--'),
    db.from('rest_books').select('*, rest_authors"(*)'),
    db.from('rest_books').select('id').order('id; drop table public.rest_items'),
    db.from('rest_books').select('id').order('id.desc;drop'),
    db.from('rest_books').select('id').eq('id; drop table public.rest_items', 1),
    db.from('rest_books').select('id').or('id.eq.1);drop table public.rest_items;--'),
    db.from('rest_items').upsert({ sku: 'inj-a', name: 'x' }, { onConflict: 'sku); drop table public.rest_items; --' }),
    db.from('rest_items').insert([{ sku: 'inj-b', 'name") values (1); drop table public.rest_items; --': 'x' }]),
    db.rpc('rest_add; drop table public.rest_items', { a: 1 }),
    db.schema('public; drop table public.rest_items').from('rest_books').select('id'),
  ];
  const results = await Promise.all(attempts);
  for (const [i, r] of results.entries()) {
    expect([i, r.error]).not.toEqual([i, null]);
    expect([300, 400, 404, 406]).toContain(r.status);
  }
  expect(results.map((r) => r.error?.code)).toEqual([
    'PGRST205',
    'PGRST205',
    '42703',
    'PGRST100',
    'PGRST100',
    'PGRST100',
    'PGRST100',
    'PGRST100',
    'PGRST108',
    'PGRST100',
    'PGRST100',
    'PGRST100',
    'PGRST202',
    'PGRST106',
  ]);
  // A quoted alias is only ever an output key.
  const alias = await db.from('rest_books').select('"x\\" from public.rest_items; --":id').eq('id', 1);
  expect(alias.data).toEqual([{ 'x"frompublic.rest_items;--': 1 }]);
  expect(await snapshot()).toEqual(before);
});

test('injection attempts in values are bound, never executed', async () => {
  const before = await snapshot();
  const evil = "'; drop table public.rest_items; --";
  expect((await db.from('rest_books').select('id').eq('title', evil)).data).toEqual([]);
  expect((await db.from('rest_books').select('id').in('title', [evil, 'x) or (1=1'])).data).toEqual([]);
  expect((await db.from('rest_books').select('id').like('title', `%${evil}%`)).data).toEqual([]);
  expect((await db.from('rest_books').select('id').eq(`data->>${evil}`, 'x')).error?.code).toBe('PGRST100');
  expect((await db.from('rest_books').select('id').eq('data->>"; drop table public.rest_items; --"', 'x')).data).toEqual([]);
  expect((await db.from('rest_books').select('id').or(`title.eq."${evil}",id.eq.-1`)).data).toEqual([]);
  expect((await db.from('rest_books').select('id').textSearch('title', evil, { type: 'plain', config: 'simple' })).data).toEqual([]);
  const cast = await db.from('rest_books').select('id').eq('id', evil);
  expect(cast.status).toBe(400);
  expect(cast.error?.code).toBe('22P02');
  const badConfig = await db
    .from('rest_books')
    .select('id')
    .textSearch('title', 'x', { config: `simple'); drop table public.rest_items; --` });
  expect(badConfig.error?.code).toBe('PGRST100');
  const stored = await db.from('rest_items').insert({ sku: 'inj-v', name: evil }).select('name').single();
  expect(stored.data).toEqual({ name: evil });
  const after = await snapshot();
  expect(after.books).toEqual(before.books);
  expect(after.items).toBe(before.items + 1);
});

test('bad request bodies are 400 PGRST102', async () => {
  const post = (body: string) => restFetch('rest_items', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
  for (const body of ['{"sku":', '', '"text"', '[1, 2]', 'null']) {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
  }
  const mixed = await restFetch('rest_items', {
    method: 'POST',
    body: '[{"sku":"a","name":"b"},{"sku":"c"}]',
    headers: { 'Content-Type': 'application/json' },
  });
  expect((await mixed.json()).message).toBe('All object keys must match');
  const rpc = await restFetch('rpc/rest_add', { method: 'POST', body: '{"a":', headers: { 'Content-Type': 'application/json' } });
  expect(rpc.status).toBe(400);
  expect((await rpc.json()).code).toBe('PGRST102');
});

test('bodies over the size limit are 413', async () => {
  const big = JSON.stringify({ sku: 'big', name: 'x'.repeat(11 * 1024 * 1024) });
  const res = await restFetch('rest_items', { method: 'POST', body: big, headers: { 'Content-Type': 'application/json' } });
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ message: 'Payload too large: the limit is 10485760 bytes' });
  expect((await sql`select count(*)::int as n from public.rest_items where sku = 'big'`)[0].n).toBe(0);
});

test('unsupported features and paths answer clear errors', async () => {
  const put = await restFetch('rest_items?id=eq.1', { method: 'PUT', body: '{}', headers: { 'Content-Type': 'application/json' } });
  expect(put.status).toBe(400);
  expect(await put.json()).toEqual({
    code: 'PGRST127',
    message: 'Feature not implemented',
    details: 'PUT (single-row upsert)',
    hint: null,
  });
  const root = await restFetch('');
  expect((await root.json()).code).toBe('PGRST127');
  const nested = await restFetch('rest_books/1');
  expect(nested.status).toBe(404);
  expect((await nested.json()).code).toBe('PGRST125');
  const rpcPatch = await restFetch('rpc/rest_add', { method: 'PATCH', body: '{}', headers: { 'Content-Type': 'application/json' } });
  expect(rpcPatch.status).toBe(405);
  expect((await rpcPatch.json()).code).toBe('PGRST101');
  const strict = await anonClient().from('rest_books').select('id').setHeader('Prefer', 'handling=strict, frobnicate=yes');
  expect(strict.status).toBe(400);
  expect(strict.error).toEqual({
    code: 'PGRST122',
    message: 'Invalid preferences given with handling=strict',
    details: 'Invalid preferences: frobnicate=yes',
    hint: null,
  });
});

test('a table created after start is visible after NOTIFY pgrst', async () => {
  await sql`create table public.rest_late (id int primary key, label text)`;
  await sql`insert into public.rest_late values (1, 'late')`;
  await sql`notify pgrst, 'reload schema'`;
  let result: any;
  for (let i = 0; i < 50; i++) {
    result = await db.from('rest_late').select('label');
    if (!result.error) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(result.error).toBeNull();
  expect(result.data).toEqual([{ label: 'late' }]);
});
