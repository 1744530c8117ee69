// Who the Data API runs as: RLS for anon / authenticated / service_role, API key and JWT
// failures, and the 401 / 403 split for privilege errors.
import { anonClient, directSql, serviceClient, stackEnv } from '../testing/clients';
import { ANA, BRUNO, clientWithToken, restFetch, userClient, userToken } from '../testing/rest';

const sql = directSql();
afterAll(() => sql.end());

const bodies = (rows: { body: string }[] | null) => rows?.map((r) => r.body);

test('RLS decides what each caller reads', async () => {
  const anon = await anonClient().from('rest_notes').select('body').order('id');
  expect(bodies(anon.data)).toEqual(['ana public']);
  const ana = await userClient(ANA).from('rest_notes').select('body').lte('id', 3).order('id');
  expect(bodies(ana.data)).toEqual(['ana private', 'ana public']);
  const bruno = await userClient(BRUNO).from('rest_notes').select('body').lte('id', 3).order('id');
  expect(bodies(bruno.data)).toEqual(['ana public', 'bruno private']);
  const service = await serviceClient().from('rest_notes').select('body').lte('id', 3).order('id');
  expect(bodies(service.data)).toEqual(['ana private', 'ana public', 'bruno private']);
  const legacy = await serviceClient(stackEnv.serviceKey).from('rest_notes').select('id', { count: 'exact', head: true }).lte('id', 3);
  expect(legacy.count).toBe(3);
});

test('RLS on writes: owners write their rows, others are refused or see nothing', async () => {
  const ana = userClient(ANA);
  const mine = await ana.from('rest_notes').insert({ body: 'auth-t ana new' }).select('body, owner_id').single();
  expect(mine.error).toBeNull();
  expect(mine.data).toEqual({ body: 'auth-t ana new', owner_id: ANA });

  const forged = await ana.from('rest_notes').insert({ body: 'auth-t forged', owner_id: BRUNO });
  expect(forged.status).toBe(403);
  expect(forged.error).toEqual({
    code: '42501',
    message: 'new row violates row-level security policy for table "rest_notes"',
    details: null,
    hint: null,
  });

  const anon = await anonClient().from('rest_notes').insert({ body: 'auth-t anon' });
  expect(anon.status).toBe(401);
  expect(anon.error?.code).toBe('42501');

  // Bruno's note is invisible to Ana: updating or deleting it touches nothing.
  const upd = await ana.from('rest_notes').update({ body: 'hijacked' }).eq('id', 3).select();
  expect(upd).toMatchObject({ status: 200, data: [] });
  const del = await ana.from('rest_notes').delete().eq('id', 3).select();
  expect(del.data).toEqual([]);
  const [note] = await sql`select body from public.rest_notes where id = 3`;
  expect(note.body).toBe('bruno private');
  expect(await sql`select count(*)::int as n from public.rest_notes where body like 'auth-t %'`).toEqual([{ n: 1 }]);
});

test('anon may read countries but not write them', async () => {
  const read = await anonClient().from('rest_countries').select('code').order('id');
  expect(read.data).toEqual([{ code: 'BR' }, { code: 'PT' }, { code: 'AR' }]);
  const write = await anonClient().from('rest_countries').insert({ id: 50, code: 'XX', name: 'Nowhere' });
  expect(write.status).toBe(401);
  expect(write.error?.code).toBe('42501');
  const userWrite = await userClient(ANA).from('rest_countries').update({ name: 'Brazil' }).eq('id', 1).select();
  expect(userWrite.data).toEqual([]);
  expect((await sql`select name from public.rest_countries where id = 1`)[0].name).toBe('Brasil');
});

test('missing or unknown API keys are refused by the gateway', async () => {
  const none = await restFetch('rest_countries?select=id', { key: null });
  expect(none.status).toBe(401);
  expect(await none.json()).toEqual({ message: 'No API key found in request' });
  const bad = await restFetch('rest_countries?select=id', { key: 'sb_publishable_wrong' });
  expect(bad.status).toBe(401);
  expect(await bad.json()).toEqual({ message: 'Invalid API key' });
  const query = await fetch(`${stackEnv.url}/rest/v1/rest_countries?select=id&id=eq.1&apikey=${stackEnv.publishableKey}`);
  expect(await query.json()).toEqual([{ id: 1 }]);
});

test('a user token without an API key is refused like the gateway does', async () => {
  const res = await fetch(`${stackEnv.url}/rest/v1/rest_countries?select=id`, {
    headers: { Authorization: `Bearer ${userToken(ANA)}` },
  });
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ message: 'No API key found in request' });
});

test('expired and invalid JWTs are 401 PGRST303 / PGRST301 with WWW-Authenticate', async () => {
  const expired = await clientWithToken(userToken(ANA, -60)).from('rest_notes').select('id');
  expect(expired.status).toBe(401);
  expect(expired.error).toEqual({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null });
  const res = await restFetch('rest_notes?select=id', { headers: { Authorization: `Bearer ${userToken(ANA, -60)}` } });
  expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');

  const forged = userToken(ANA).replace(/\.[^.]+$/, '.AAAA');
  const invalid = await clientWithToken(forged).from('rest_notes').select('id');
  expect(invalid.status).toBe(401);
  expect(invalid.error?.code).toBe('PGRST301');
  const garbage = await restFetch('rest_notes?select=id', { headers: { Authorization: 'Bearer not-a-jwt' } });
  expect(garbage.status).toBe(401);
  expect((await garbage.json()).code).toBe('PGRST301');
  expect(garbage.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token", error_description=".+"$/);
});

test('a token for a role outside the API roles is refused', async () => {
  const token = userToken(ANA, 3600, { role: 'postgres' });
  const { status, error } = await clientWithToken(token).from('rest_notes').select('id');
  expect(status).toBe(401);
  expect(error?.code).toBe('PGRST301');
});
