// [auth] signing_keys_path: RS256 and ES256 keys sign access tokens that getClaims() verifies
// against the JWKS and that the Data API, Storage and Realtime accept; without the setting the
// stack signs HS256 with the legacy secret, publishes no key, and getClaims() falls back to Auth.
// The test stack itself runs this project's config.toml (ES256).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { generateSigningJwk } from '../signing-keys';
import { anonClient, signedInUser, uniqueEmail } from '../testing/clients';
import { PASSWORD, plainClient, startExtraStack, type ExtraStack } from '../testing/auth';
import { extraStackPorts } from '../testing/ports';
import { subscribed } from '../testing/realtime';

const ports = extraStackPorts();
let current: ExtraStack | undefined;
const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-keys-'));

async function stop() {
  await current?.stop();
  if (current?.dataDir.includes('supabase-stack-test-')) fs.rmSync(current.dataDir, { recursive: true, force: true });
  current = undefined;
}

afterAll(async () => {
  await stop();
  fs.rmSync(keyDir, { recursive: true, force: true });
}, 30_000);

const header = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));

/** Signs a user up on the stack and checks every service accepts the session's token. */
async function servicesAccept(client: SupabaseClient<any, any, any>, userId: string) {
  const rows = await client.from('auth_fixture_profiles').select('id').eq('id', userId);
  expect(rows.error).toBeNull();
  expect(rows.data).toEqual([{ id: userId }]);
  const buckets = await client.storage.from('avatars').list(userId);
  expect(buckets.error).toBeNull();
  const channel = client.channel(`keys-${userId}`);
  await subscribed(channel, { postgres: false });
  await client.removeChannel(channel);
}

async function newSession(url: string, key: string) {
  const client = plainClient(url, key);
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('keys'), password: PASSWORD });
  expect(error).toBeNull();
  return { client, session: data.session!, user: data.user! };
}

test('ES256 (this project): getClaims verifies locally against the JWKS, without asking Auth', async () => {
  const { client, session, user } = await signedInUser({}, 'es256');
  const kid = header(session.access_token).kid;
  expect(header(session.access_token)).toEqual({ alg: 'ES256', kid, typ: 'JWT' });
  const { data, error } = await client.auth.getClaims(session.access_token);
  expect(error).toBeNull();
  expect(data!.claims.sub).toBe(user.id);
  await servicesAccept(client, user.id);
  const anon = await anonClient().auth.getClaims('x.y.z');
  expect(anon.error).toBeTruthy();
});

test('RS256 keys from signing_keys_path: the first signs, every public half is published', async () => {
  const file = path.join(keyDir, 'rs256.json');
  const [first, second] = [generateSigningJwk('RS256'), generateSigningJwk('ES256')];
  fs.writeFileSync(file, JSON.stringify([first, second]));
  current = await startExtraStack({ ...ports, signingKeysPath: file });
  expect(current.kid).toBe(first.kid);
  const jwks = await (await fetch(`${current.url}/auth/v1/.well-known/jwks.json`)).json();
  expect(jwks.keys).toEqual([
    { kty: 'RSA', n: first.n, e: first.e, kid: first.kid, alg: 'RS256', use: 'sig', key_ops: ['verify'], ext: true },
    { kty: 'EC', crv: 'P-256', x: second.x, y: second.y, kid: second.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true },
  ]);
  const { client, session, user } = await newSession(current.url, current.publishableKey);
  expect(header(session.access_token)).toEqual({ alg: 'RS256', kid: first.kid, typ: 'JWT' });
  const { data, error } = await client.auth.getClaims(session.access_token);
  expect(error).toBeNull();
  expect(data!.header).toMatchObject({ alg: 'RS256', kid: first.kid });
  expect(data!.claims.sub).toBe(user.id);
  await servicesAccept(client, user.id);
  await stop();
}, 180_000);

test('no signing key configured: HS256 with the legacy secret, an empty JWKS, getClaims through Auth', async () => {
  current = await startExtraStack({ ...ports, signingKeysPath: null });
  expect(current.kid).toBeNull();
  expect(await (await fetch(`${current.url}/auth/v1/.well-known/jwks.json`)).json()).toEqual({ keys: [] });
  const { client, session, user } = await newSession(current.url, current.publishableKey);
  expect(header(session.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
  const { data, error } = await client.auth.getClaims(session.access_token);
  expect(error).toBeNull();
  expect(data!.claims.sub).toBe(user.id);
  await servicesAccept(client, user.id);
  await stop();
}, 180_000);
