// Parity with PostgREST 13 (issue 13) on the par_ fixture (testing/fixtures/25_parity.sql):
// one test per difference that used to work locally and break in production, or the reverse.
// Each asserts what PostgREST 13 answers: status, body and headers.
import { directSql } from '../testing/clients';
import { restFetch, serviceClient13 } from '../testing/rest';

const db = serviceClient13();
const sql = directSql();

afterAll(async () => {
  await sql.end();
});

test('max-affected on rpc: PGRST124 and a rollback above the limit, applied and echoed below it', async () => {
  const over = await db.rpc('par_bump_all', { amount: 1 }).maxAffected(1);
  expect(over.status).toBe(400);
  expect(over.error).toEqual({
    code: 'PGRST124',
    message: 'Query result exceeds max-affected preference constraint',
    details: 'The query affects 3 rows',
    hint: null,
  });
  expect((await sql`select sum(n)::int as s from public.par_counters`)[0].s).toBe(0);

  const res = await restFetch('rpc/par_bump_all', {
    method: 'POST',
    headers: { Prefer: 'handling=strict, max-affected=3', 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: 0 }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('preference-applied')).toBe('handling=strict, max-affected=3');
  expect(await res.json()).toHaveLength(3);

  // Without handling=strict nothing is enforced, and nothing is echoed as applied.
  const lenient = await restFetch('rpc/par_bump_all', {
    method: 'POST',
    headers: { Prefer: 'max-affected=1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: 0 }),
  });
  expect(lenient.status).toBe(200);
  expect(lenient.headers.get('preference-applied')).toBeNull();

  // A function that does not return a set cannot be limited.
  const scalar = await db.rpc('par_twice', { word: 'a' }).maxAffected(1);
  expect(scalar.status).toBe(400);
  expect(scalar.error?.code).toBe('PGRST128');
});

test('HEAD and count=exact on a scalar function count its one result', async () => {
  const head = await db.rpc('par_twice', { word: 'x' }, { head: true, count: 'exact' });
  expect(head).toMatchObject({ error: null, status: 200, count: 1, data: null });
  const counted = await db.rpc('par_twice', { word: 'x' }, { count: 'exact' });
  expect(counted).toMatchObject({ error: null, status: 200, count: 1, data: 'xx' });
  const raw = await restFetch('rpc/par_twice?word=ab', { method: 'GET', headers: { Prefer: 'count=exact' } });
  expect(raw.headers.get('content-range')).toBe('0-0/1');
  expect(raw.headers.get('preference-applied')).toBe('count=exact');
  expect(await raw.json()).toBe('abab');
  const plain = await restFetch('rpc/par_twice?word=ab', { method: 'HEAD' });
  expect(plain.status).toBe(200);
  expect(plain.headers.get('content-range')).toBe('0-0/*');
});

test('embedding by a foreign key constraint name, in both directions', async () => {
  const { data, error, status } = await db
    .from('par_people')
    .select('name, written:par_posts_author_id_fkey(id), edited:par_posts_editor_id_fkey(id)')
    .eq('id', 1)
    .single();
  expect(error).toBeNull();
  expect(status).toBe(200);
  expect(data).toEqual({ name: 'Ana', written: [{ id: 1 }, { id: 2 }], edited: [{ id: 3 }] });
  const m2o = await db.from('par_posts').select('id, author:par_posts_author_id_fkey(name)').eq('id', 3).single();
  expect(m2o.data).toEqual({ id: 3, author: { name: 'Bruno' } });
  const missing = await db.from('par_people').select('name, par_nothing_fkey(*)');
  expect(missing.status).toBe(400);
  expect(missing.error?.code).toBe('PGRST200');
});

test('embedding through views: relationships inferred from the base table', async () => {
  const fromView = await db.from('par_post_list').select('id, writer_id, par_people(name), par_categories(name)').order('id');
  expect(fromView.error).toBeNull();
  expect(fromView.data).toEqual([
    { id: 1, writer_id: 1, par_people: { name: 'Ana' }, par_categories: { name: 'Cães' } },
    { id: 2, writer_id: 1, par_people: { name: 'Ana' }, par_categories: { name: 'Gatos' } },
    { id: 3, writer_id: 2, par_people: { name: 'Bruno' }, par_categories: { name: 'Filhotes' } },
  ]);
  const toView = await db.from('par_people').select('name, par_post_list(id, title)').order('id');
  expect(toView.error).toBeNull();
  expect(toView.data).toEqual([
    {
      name: 'Ana',
      par_post_list: [
        { id: 1, title: 'Olá mundo' },
        { id: 2, title: 'Segundo, post' },
      ],
    },
    { name: 'Bruno', par_post_list: [{ id: 3, title: 'Aspas "q"' }] },
    { name: 'Caio', par_post_list: [] },
  ]);
  // A view and its own base table share no foreign key: no relationship, as in PostgREST.
  const none = await db.from('par_post_list').select('id, par_posts(id)');
  expect(none.status).toBe(400);
  expect(none.error?.code).toBe('PGRST200');
});

test('self-referencing tables: the table name gives the children, the column the parent', async () => {
  const children = await db.from('par_categories').select('name, par_categories(name)').eq('id', 1).single();
  expect(children.error).toBeNull();
  expect(children.data).toEqual({ name: 'Animais', par_categories: [{ name: 'Cães' }, { name: 'Gatos' }] });
  const parent = await db.from('par_categories').select('name, parent:parent_id(name)').eq('id', 4).single();
  expect(parent.data).toEqual({ name: 'Filhotes', parent: { name: 'Cães' } });
  const both = await db
    .from('par_categories')
    .select('name, parent:parent_id(name), children:par_categories!parent_id(name)')
    .eq('id', 2)
    .single();
  expect(both.data).toEqual({ name: 'Cães', parent: { name: 'Animais' }, children: [{ name: 'Filhotes' }] });
  // The constraint name is not a hint for a self-relationship in PostgREST 13.
  const byConstraint = await db.from('par_categories').select('name, par_categories!par_categories_parent_id_fkey(name)');
  expect(byConstraint.status).toBe(400);
  expect(byConstraint.error?.code).toBe('PGRST200');
});

test('the same embed key twice is 42712, aliases tell them apart', async () => {
  const dup = await db.from('par_posts').select('id, par_people!author_id(name), par_people!editor_id(name)');
  expect(dup.status).toBe(400);
  expect(dup.error).toEqual({
    code: '42712',
    message: 'table name "par_posts_par_people_1" specified more than once',
    details: null,
    hint: null,
  });
  const aliased = await db
    .from('par_posts')
    .select('id, author:par_people!author_id(name), editor:par_people!editor_id(name)')
    .eq('id', 1)
    .single();
  expect(aliased.data).toEqual({ id: 1, author: { name: 'Ana' }, editor: { name: 'Bruno' } });
});

test('an upsert that only updates answers 200, one that inserts 201', async () => {
  const updated = await db.from('par_notes').upsert({ id: 1, body: 'plain' }).select('id, body');
  expect(updated.error).toBeNull();
  expect(updated.status).toBe(200);
  expect(updated.data).toEqual([{ id: 1, body: 'plain' }]);
  const minimal = await db.from('par_notes').upsert([{ id: 1, body: 'plain' }]);
  expect(minimal.status).toBe(200);
  const mixed = await db.from('par_notes').upsert([
    { id: 1, body: 'plain' },
    { id: 90, body: 'new' },
  ]);
  expect(mixed.status).toBe(201);
  await sql`delete from public.par_notes where id = 90`;
});

test('text/csv quotes as PostgreSQL does and writes JSON in its text form', async () => {
  const { data, error, status } = await db.from('par_notes').select('id, body, meta').order('id').csv();
  expect(error).toBeNull();
  expect(status).toBe(200);
  expect(data).toBe(
    'id,body,meta\n' + '1,plain,"{""k"": ""v""}"\n' + '2,"with space, comma","[""a"", ""b c""]"\n' + '3,"line\nbreak ""quoted""",',
  );
  const res = await restFetch('par_notes?select=id&id=eq.999', { headers: { Accept: 'text/csv' } });
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(await res.text()).toBe('\n');
});

test('count=planned and count=estimated use the planner estimate (206 when it exceeds the page)', async () => {
  const [{ 'QUERY PLAN': plan }] = await sql`explain (format json) select 1 from public.par_posts where score >= 0`;
  const estimate = Number(plan[0].Plan['Plan Rows']);
  const planned = await db.from('par_posts').select('id', { count: 'planned' }).gte('score', 0).order('id');
  expect(planned.error).toBeNull();
  expect(planned.count).toBe(estimate);
  expect(planned.data).toHaveLength(3);
  expect(planned.status).toBe(estimate > 3 ? 206 : 200);
  const raw = await restFetch('par_posts?select=id&score=gte.0', { headers: { Prefer: 'count=planned' } });
  expect(raw.headers.get('content-range')).toBe(`0-2/${estimate}`);
  expect(raw.headers.get('preference-applied')).toBe('count=planned');
  // estimated: exact while the count stays within max_rows (1000 here).
  const estimated = await db.from('par_posts').select('id', { count: 'estimated' }).gte('score', 0);
  expect(estimated).toMatchObject({ error: null, count: 3, status: 200 });
});

test('application/geo+json: 406 without PostGIS, saying why', async () => {
  const [{ present }] = await sql`select exists (select 1 from pg_extension where extname = 'postgis') as present`;
  const res = await restFetch('par_posts?select=id', { headers: { Accept: 'application/geo+json' } });
  if (present) {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
    return;
  }
  expect(res.status).toBe(406);
  expect(await res.json()).toEqual({
    code: 'PGRST107',
    message: 'None of these media types are available: application/geo+json',
    details: 'application/geo+json is produced by PostGIS (ST_AsGeoJSON), and the postgis extension is not installed in this database',
    hint: null,
  });
});

test('computed fields: a function of the row is a virtual column (select, filters, order, embeds)', async () => {
  const { data, error } = await db.from('par_posts').select('id, par_label').order('id');
  expect(error).toBeNull();
  expect(data).toEqual([
    { id: 1, par_label: 'Olá mundo (10)' },
    { id: 2, par_label: 'Segundo, post (5)' },
    { id: 3, par_label: 'Aspas "q" (7)' },
  ]);
  const filtered = await db.from('par_posts').select('id, label:par_label').like('par_label', '*(5)').order('par_label');
  expect(filtered.data).toEqual([{ id: 2, label: 'Segundo, post (5)' }]);
  const embedded = await db.from('par_people').select('name, par_posts!author_id(par_label)').eq('id', 2).single();
  expect(embedded.data).toEqual({ name: 'Bruno', par_posts: [{ par_label: 'Aspas "q" (7)' }] });
  // Not part of *, as in PostgREST.
  const star = await db.from('par_posts').select('*').eq('id', 1).single();
  expect(star.data).not.toHaveProperty('par_label');
  const written = await db.from('par_posts').update({ score: 10 }).eq('id', 1).select('id, par_label').single();
  expect(written.data).toEqual({ id: 1, par_label: 'Olá mundo (10)' });
  const unknown = await db.from('par_posts').select('id, par_nope');
  expect(unknown.status).toBe(400);
  expect(unknown.error?.code).toBe('42703');
});

test('malformed variants of the above answer 4xx, never 5xx', async () => {
  const paths = [
    'par_posts?select=score.sum(',
    'par_posts?select=score.sum()',
    'par_posts?select=count()',
    'par_posts?select=id,par_label::nosuchtype',
    'par_posts?select=id&par_label=gt.',
    'par_categories?select=par_categories!nope(*)',
    'par_categories?select=nope_id(*)',
    'par_post_list?select=par_people!nope(*)',
    'par_posts?select=a:par_people!author_id(*),a:par_people!editor_id(*)',
    "par_posts?select=id&title=eq.x'y$1",
    'rpc/par_twice?word=a&select=x',
  ];
  for (const p of paths) {
    for (const prefer of ['count=planned', 'count=estimated', 'handling=strict, max-affected=0']) {
      const res = await restFetch(p, { headers: { Prefer: prefer, Accept: 'text/csv' } });
      expect({ p, prefer, status: res.status < 500 }).toEqual({ p, prefer, status: true });
    }
  }
  const badRpc = await restFetch('rpc/par_bump_all', {
    method: 'POST',
    headers: { Prefer: 'handling=strict, max-affected=x', 'Content-Type': 'application/json' },
    body: '{"amount": "x"}',
  });
  expect(badRpc.status).toBe(400);
});
