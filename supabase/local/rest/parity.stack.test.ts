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
