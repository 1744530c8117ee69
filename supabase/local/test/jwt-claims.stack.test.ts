// A token whose `exp` is a string would never expire; one whose `nbf` or `iat` lies ahead is not
// valid yet. Such tokens, correctly signed, are refused by every service that reads tokens (Data
// API, Storage, Realtime, Auth), and nothing is written with them.
import crypto from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signHs256 } from '../keys';
import { mintAccessToken } from '../testing/auth';
import { closeTracked, subscribed, tracked } from '../testing/realtime';
import { directSql, signedInUser, stackEnv } from '../testing/clients';

const sql = directSql();
afterEach(closeTracked);
afterAll(() => sql.end());

const now = () => Math.floor(Date.now() / 1000);
let sub: string;
beforeAll(async () => {
  sub = (await signedInUser({}, 'claims')).user.id;
});

const base = () => ({ sub, role: 'authenticated', aud: 'authenticated' });
const forged: [string, (c: Record<string, unknown>) => string, Record<string, unknown>][] = [
  ['a string exp (HS256)', (c) => signHs256(c, stackEnv.jwtSecret), { exp: 'never' }],
  ['a string exp (ES256)', mintAccessToken, { exp: '9999999999' }],
  ['an object exp', mintAccessToken, { exp: { never: true } }],
  ['a string iat', mintAccessToken, { exp: now() + 3600, iat: 'now' }],
  ['a string nbf', mintAccessToken, { exp: now() + 3600, nbf: '0' }],
  ['an nbf an hour ahead', mintAccessToken, { exp: now() + 7200, nbf: now() + 3600 }],
  ['an iat an hour ahead', mintAccessToken, { exp: now() + 7200, iat: now() + 3600 }],
];

function clientWith(token: string) {
  return createClient(stackEnv.url, stackEnv.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as any },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

test('a well-formed token is accepted everywhere (the control)', async () => {
  const token = mintAccessToken({ ...base(), exp: now() + 3600, iat: now() });
  const client = clientWith(token);
  expect((await client.from('rt_notes').select('id').limit(1)).error).toBeNull();
  expect((await client.storage.listBuckets()).error).toBeNull();
  expect((await client.auth.getUser(token)).error).toBeNull();
});

describe.each(forged)('%s', (_what, sign, claims) => {
  const token = () => sign({ ...base(), ...claims });

  test('Data API: 401, and the write is not made', async () => {
    const tag = `claims-${crypto.randomUUID()}`;
    const res = await fetch(`${stackEnv.url}/rest/v1/rt_notes`, {
      method: 'POST',
      headers: { apikey: stackEnv.publishableKey, authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ owner: sub, body: 'forged', tag }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: expect.stringMatching(/^PGRST30[13]$/) });
    expect(await sql`select id from public.rt_notes where tag = ${tag}`).toEqual([]);
  });

  test('Storage: InvalidJWT, and nothing is uploaded', async () => {
    const key = `${sub}/forged-${crypto.randomUUID()}.png`;
    const { error } = await clientWith(token()).storage.from('private-docs').upload(key, Buffer.from('x'), { contentType: 'text/plain' });
    expect(error).toMatchObject({ status: 400, statusCode: '400', code: 'InvalidJWT' });
    expect(await sql`select id from storage.objects where name = ${key}`).toEqual([]);
  });

  test('Auth: GET /user refuses it', async () => {
    const { data, error } = await clientWith(token()).auth.getUser(token());
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  test('Realtime: the join is refused', async () => {
    const client = tracked(clientWith(token()));
    await client.realtime.setAuth(token());
    const channel = client.channel(`claims-${crypto.randomUUID().slice(0, 8)}`);
    await expect(subscribed(channel, { postgres: false })).rejects.toThrow(/JWT|token/i);
  });
});
