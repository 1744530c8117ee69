// The data folder keeps users, passwords, rows and the signing key across a stop and a start.
import fs from 'node:fs';
import { extraStackPorts } from '../testing/ports';
import { uniqueEmail } from '../testing/clients';
import { decodeJwt, PASSWORD, plainClient, startExtraStack, type ExtraStack } from '../testing/auth';

const ports = extraStackPorts();
let current: ExtraStack | undefined;

afterAll(async () => {
  await current?.stop();
  if (current?.dataDir.includes('supabase-stack-test-')) fs.rmSync(current.dataDir, { recursive: true, force: true });
}, 30_000);

test('a user, their row and the JWKS key survive a restart on the same data folder', async () => {
  current = await startExtraStack(ports);
  const email = uniqueEmail('restart');
  const before = plainClient(current.url, current.publishableKey);
  const { data: signUp, error } = await before.auth.signUp({ email, password: PASSWORD, options: { data: { display_name: 'Rui' } } });
  expect(error).toBeNull();
  const userId = signUp.user!.id;
  const update = await before.from('auth_fixture_profiles').update({ note: 'still here' }).eq('id', userId).select('id');
  expect(update.error).toBeNull();
  expect(update.data).toEqual([{ id: userId }]);
  const kid = current.kid;
  const jwksBefore = await (await fetch(`${current.url}/auth/v1/.well-known/jwks.json`)).json();
  const dataDir = current.dataDir;
  await current.stop();

  current = await startExtraStack(ports, dataDir);
  expect(current.kid).toBe(kid);
  const jwksAfter = await (await fetch(`${current.url}/auth/v1/.well-known/jwks.json`)).json();
  expect(jwksAfter).toEqual(jwksBefore);

  const after = plainClient(current.url, current.publishableKey);
  const signIn = await after.auth.signInWithPassword({ email, password: PASSWORD });
  expect(signIn.error).toBeNull();
  expect(signIn.data.user!.id).toBe(userId);
  expect(decodeJwt(signIn.data.session!.access_token).sub).toBe(userId);
  const row = await after.from('auth_fixture_profiles').select('display_name, note').eq('id', userId).single();
  expect(row.error).toBeNull();
  expect(row.data).toEqual({ display_name: 'Rui', note: 'still here' });

  // The session issued before the restart is still valid (it lives in the database).
  const old = await after.auth.getUser(signUp.session!.access_token);
  expect(old.data.user?.id).toBe(userId);
}, 180_000);
