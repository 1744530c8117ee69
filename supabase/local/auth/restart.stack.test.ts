// The data folder keeps users, passwords, rows and the signing key across a stop and a start, and
// a data folder made before a platform table existed (here MFA's) gets it on its next start.
import fs from 'node:fs';
import postgres from 'postgres';
import { roleUrl, SUPERUSER } from '../platform';
import { extraStackPorts } from '../testing/ports';
import { uniqueEmail } from '../testing/clients';
import { decodeJwt, PASSWORD, plainClient, startExtraStack, type ExtraStack } from '../testing/auth';

const ports = extraStackPorts();
let current: ExtraStack | undefined;

afterAll(async () => {
  await current?.stop();
  if (current?.dataDir.includes('supabase-stack-test-')) fs.rmSync(current.dataDir, { recursive: true, force: true });
}, 30_000);

test('a user, their row and the JWKS key survive a restart on the same data folder, which gets the platform tables it lacked', async () => {
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
  // As a data folder from before multi-factor authentication: no MFA tables, no nonce columns.
  const admin = postgres(roleUrl(current.dbUrl, SUPERUSER), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop table auth.mfa_challenges, auth.mfa_factors; drop type auth.factor_type, auth.factor_status;
    alter table auth.sessions drop column factor_id;
    alter table auth.users drop column reauthentication_token, drop column reauthentication_sent_at;
    alter database postgres reset supabase_local.platform;`);
  await admin.end();
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

  const factor = await after.auth.mfa.enroll({ factorType: 'totp' });
  expect(factor.error).toBeNull();
  expect((await after.auth.mfa.challenge({ factorId: factor.data!.id })).error).toBeNull();
  expect((await after.auth.reauthenticate()).error).toBeNull();
}, 180_000);
