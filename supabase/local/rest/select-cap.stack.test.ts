// Selecting thousands of columns used to reach PostgreSQL and fail there with a 500 ("target
// lists can have at most 1664 entries"). The select parameter is capped instead: over 8,000
// characters or 500 items (all levels), the Data API answers 400 in PostgREST's shape.
import { MAX_SELECT_ITEMS, MAX_SELECT_LENGTH } from './parse-select';
import { serviceClient, stackEnv } from '../testing/clients';

const columns = (n: number) => Array.from({ length: n }, (_, i) => `c${i}:id`).join(',');

test('5,000 columns: 400 PGRST100, not a 500', async () => {
  // Raw, with the commas unencoded as an attacker sends them: 15 KB fits Node's 16 KB of headers.
  const select = Array.from({ length: 5000 }, () => 'id').join(',');
  for (const key of [stackEnv.publishableKey, stackEnv.secretKey]) {
    const res = await fetch(`${stackEnv.url}/rest/v1/rest_books?select=${select}`, {
      headers: { apikey: key, authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST100',
      message: `"failed to parse select parameter (${select.slice(0, 80)}…)"`,
      details: `the select parameter is longer than ${MAX_SELECT_LENGTH} characters`,
      hint: null,
    });
  }
});

test('more items than the cap, in fewer characters, and in embedded resources: 400', async () => {
  const flat = Array.from({ length: MAX_SELECT_ITEMS + 1 }, () => 'id').join(',');
  expect(flat.length).toBeLessThan(MAX_SELECT_LENGTH);
  const many = await serviceClient().from('rest_books').select(flat);
  expect(many.status).toBe(400);
  expect(many.error).toMatchObject({
    code: 'PGRST100',
    details: `the select parameter names more than ${MAX_SELECT_ITEMS} columns and embedded resources`,
  });
  const nested = await serviceClient()
    .from('rest_books')
    .select(`id,rest_authors(${Array.from({ length: MAX_SELECT_ITEMS }, () => 'id').join(',')})`);
  expect(nested.status).toBe(400);
  expect(nested.error).toMatchObject({ code: 'PGRST100' });
});

test('a select within the caps is answered', async () => {
  const { data, error } = await serviceClient().from('rest_books').select(columns(400)).limit(1);
  expect(error).toBeNull();
  expect(Object.keys(data![0])).toHaveLength(400);
});
