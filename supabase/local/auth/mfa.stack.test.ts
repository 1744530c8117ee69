// Multi-factor authentication through supabase-js, as against GoTrue: TOTP enrolment with its QR
// code, challenge and verify raising the session to aal2 (claims, amr, refresh), GoTrue's errors
// for wrong, reused and expired challenges, the factor limits, unenrolment and the admin API.
// TOTP codes come from the otpauth package, not from the stack's own implementation.
import { AuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { anonClient, directSql, serviceClient, signedInUser, stackEnv } from '../testing/clients';
import { authFetch, decodeJwt, mintAccessToken } from '../testing/auth';

const db = directSql();
afterAll(() => db.end());

const totpCode = (secret: string, offsetSeconds = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

/** Waits while the 30-second step ends within 3 s, so a code one step away stays one step away. */
async function awayFromStepEdge() {
  const left = 30 - ((Date.now() / 1000) % 30);
  if (left < 3) await new Promise((r) => setTimeout(r, (left + 0.5) * 1000));
}

async function enrollTotp(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  return data!;
}

/** A signed-in user with a verified TOTP factor and an aal2 session. */
async function userWithFactor(tag: string) {
  const u = await signedInUser({}, tag);
  const factor = await enrollTotp(u.client, 'App');
  const { data, error } = await u.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
  expect(error).toBeNull();
  return { ...u, factor, session: data! };
}

function expectApiError(error: unknown, status: number, code: string, message?: string) {
  expect(error).toBeInstanceOf(AuthApiError);
  expect(error).toMatchObject({ status, code, ...(message ? { message } : {}) });
}

describe('TOTP factors', () => {
  test('enrol, challenge, verify: the session becomes aal2, keeps it on refresh, and unenrol', async () => {
    const { client, email, session } = await signedInUser({}, 'mfa-flow');
    expect(decodeJwt(session.access_token).aal).toBe('aal1');

    const enrolled = await enrollTotp(client, 'Celular');
    expect(enrolled).toMatchObject({ id: expect.any(String), type: 'totp', friendly_name: 'Celular' });
    expect(enrolled.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[\s\S]*<\/svg>\s*$/);
    expect(enrolled.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolled.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/localhost:3000:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      algorithm: 'SHA1',
      digits: '6',
      issuer: 'localhost:3000',
      period: '30',
      secret: enrolled.totp.secret,
    });

    const before = await client.auth.mfa.listFactors();
    expect(before.data!.all).toEqual([
      expect.objectContaining({ id: enrolled.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Celular' }),
    ]);
    expect(before.data!.totp).toEqual([]);
    const [row] = await db`select user_id, status::text, factor_type::text from auth.mfa_factors where id = ${enrolled.id}`;
    expect(row).toEqual({ user_id: session.user.id, status: 'unverified', factor_type: 'totp' });

    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.id });
    expect(challenge.error).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    expect(challenge.data).toEqual({ id: expect.any(String), type: 'totp', expires_at: expect.any(Number) });
    expect(challenge.data!.expires_at).toBeGreaterThanOrEqual(now + 295);
    expect(challenge.data!.expires_at).toBeLessThanOrEqual(now + 301);

    const verified = await client.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: challenge.data!.id,
      code: totpCode(enrolled.totp.secret),
    });
    expect(verified.error).toBeNull();
    const tokens = verified.data!;
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600, refresh_token: expect.any(String) });
    expect(tokens.refresh_token).not.toBe(session.refresh_token);
    expect(tokens.user.factors).toEqual([expect.objectContaining({ id: enrolled.id, status: 'verified' })]);

    const claims = decodeJwt(tokens.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((a: { method: string }) => a.method)).toEqual(['totp', 'password']);
    expect(claims.amr[0].timestamp).toBeGreaterThanOrEqual(now - 5);

    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const verifiedClaims = await client.auth.getClaims();
    expect(verifiedClaims.error).toBeNull();
    expect(verifiedClaims.data!.claims.aal).toBe('aal2');
    const after = await client.auth.mfa.listFactors();
    expect(after.data!.totp.map((f) => f.id)).toEqual([enrolled.id]);
    expect(after.data!.all).toHaveLength(1);
    const [sessionRow] = await db`select aal, factor_id from auth.sessions where id = ${claims.session_id}`;
    expect(sessionRow).toEqual({ aal: 'aal2', factor_id: enrolled.id });

    // The session's refresh tokens from before the verification no longer work.
    const stale = await authFetch('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: 'refresh_token_not_found' });

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');

    const removed = await client.auth.mfa.unenroll({ factorId: enrolled.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: enrolled.id });
    expect(await db`select 1 from auth.mfa_factors where id = ${enrolled.id}`).toHaveLength(0);
    const downgraded = await client.auth.refreshSession();
    const last = decodeJwt(downgraded.data.session!.access_token);
    expect(last.aal).toBe('aal1');
    expect(last.amr.map((a: { method: string }) => a.method)).toEqual(['password']);
    const { data: userData } = await client.auth.getUser();
    expect(userData.user!.factors ?? []).toEqual([]);
  });

  test('a code of the step before or after is accepted; two steps away, a wrong code and a used challenge are not', async () => {
    const { client } = await signedInUser({}, 'mfa-codes');
    const factor = await enrollTotp(client);
    const secret = factor.totp.secret;
    const challenge = async () => (await client.auth.mfa.challenge({ factorId: factor.id })).data!.id;
    const verify = (challengeId: string, code: string) => client.auth.mfa.verify({ factorId: factor.id, challengeId, code });
    /** A fresh challenge verified with the code of `offset` seconds from now, away from a step's edge. */
    const verifyAt = async (offset: number) => {
      await awayFromStepEdge();
      return verify(await challenge(), totpCode(secret, offset));
    };

    const wrong = await verifyAt(-60);
    expectApiError(wrong.error, 422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    expectApiError((await verifyAt(60)).error, 422, 'mfa_verification_failed');
    expectApiError((await verify(await challenge(), '12345')).error, 422, 'mfa_verification_failed');

    await awayFromStepEdge();
    const id = await challenge();
    expect((await verify(id, totpCode(secret, -30))).error).toBeNull();
    const reused = await verify(id, totpCode(secret));
    expectApiError(reused.error, 422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    expect((await verifyAt(30)).error).toBeNull();

    const empty = await verify(await challenge(), '');
    expectApiError(empty.error, 400, 'validation_failed', 'Code needs to be non-empty');
    const unknown = await verify('00000000-0000-4000-8000-000000000000', totpCode(secret));
    expectApiError(unknown.error, 422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  });

  test('an expired challenge is refused and deleted', async () => {
    const { client } = await signedInUser({}, 'mfa-expired');
    const factor = await enrollTotp(client);
    const { data } = await client.auth.mfa.challenge({ factorId: factor.id });
    await db`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = ${data!.id}`;
    const res = await client.auth.mfa.verify({ factorId: factor.id, challengeId: data!.id, code: totpCode(factor.totp.secret) });
    expectApiError(
      res.error,
      422,
      'mfa_challenge_expired',
      `MFA challenge ${data!.id} has expired, verify against another challenge or create a new challenge.`,
    );
    expect(await db`select 1 from auth.mfa_challenges where id = ${data!.id}`).toHaveLength(0);
  });

  test('friendly names are unique per user; max_enrolled_factors counts unverified factors too', async () => {
    const { client, user } = await signedInUser({}, 'mfa-limits');
    await enrollTotp(client, 'A');
    const clash = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'A' });
    expectApiError(clash.error, 422, 'mfa_factor_name_conflict', 'A factor with the friendly name "A" for this user already exists');
    const other = await signedInUser({}, 'mfa-limits-other');
    expect((await other.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'A' })).error).toBeNull();

    for (let i = 1; i < 10; i++) await enrollTotp(client, `F${i}`); // 10 factors: config.toml's max_enrolled_factors
    const over = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'F10' });
    expectApiError(over.error, 422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');

    // GoTrue drops unverified factors that were never challenged after 300 seconds, at the next enrolment.
    await db`update auth.mfa_factors set created_at = now() - interval '301 seconds' where user_id = ${user.id} and friendly_name = 'F1'`;
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'F10' })).error).toBeNull();
  });

  test('with a verified factor, an aal1 session can neither enrol another factor nor unenrol one', async () => {
    const { email, password, factor } = await userWithFactor('mfa-aal');
    const aal1 = anonClient();
    const signIn = await aal1.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(decodeJwt(signIn.data.session!.access_token).aal).toBe('aal1');
    const level = await aal1.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    expectApiError((await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Outro' })).error, 403, 'insufficient_aal');
    const unenroll = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expectApiError(unenroll.error, 422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');

    // Verifying raises this session and ends the user's other aal1 sessions (GoTrue's InvalidateSessionsWithAALLessThan).
    const other = (await anonClient().auth.signInWithPassword({ email, password })).data.session!;
    const up = await aal1.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret) });
    expect(up.error).toBeNull();
    const ended = await authFetch('/user', { headers: { authorization: `Bearer ${other.access_token}` } });
    expect(ended.status).toBe(403);
    expect(await ended.json()).toMatchObject({ code: 'session_not_found' });
    expect((await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Outro' })).error).toBeNull();
  });

  test('verifying one factor removes the user’s other unverified factors of that type', async () => {
    const { client } = await signedInUser({}, 'mfa-cleanup');
    const first = await enrollTotp(client, 'Um');
    const second = await enrollTotp(client, 'Dois');
    expect((await client.auth.mfa.challengeAndVerify({ factorId: second.id, code: totpCode(second.totp.secret) })).error).toBeNull();
    const { data } = await client.auth.mfa.listFactors();
    expect(data!.all.map((f) => f.id)).toEqual([second.id]);
    expect(await db`select 1 from auth.mfa_factors where id = ${first.id}`).toHaveLength(0);
  });

  test('factor routes: another user’s factor, a bad id, a bad type, no user token, an anonymous user', async () => {
    const owner = await userWithFactor('mfa-owner');
    const intruder = await signedInUser({}, 'mfa-intruder');
    const theirs = await intruder.client.auth.mfa.challenge({ factorId: owner.factor.id });
    expectApiError(theirs.error, 404, 'mfa_factor_not_found', 'Factor not found');
    const bad = await intruder.client.auth.mfa.challenge({ factorId: 'nope' });
    expectApiError(bad.error, 404, 'validation_failed', 'factor_id must be an UUID');
    const type = await intruder.client.auth.mfa.enroll({ factorType: 'sms' as 'totp' });
    expectApiError(type.error, 400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');

    const res = await authFetch('/factors', { method: 'POST', body: JSON.stringify({ factor_type: 'totp' }) });
    expect(res.status).toBe(403);

    const now = Math.floor(Date.now() / 1000);
    const anonymous = mintAccessToken({
      sub: intruder.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      is_anonymous: true,
      iat: now,
      exp: now + 60,
    });
    const refused = await authFetch('/factors', {
      method: 'POST',
      headers: { authorization: `Bearer ${anonymous}` },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'no_authorization', message: 'Anonymous user not allowed to perform these actions' });
  });
});

describe('phone factors, off in this project', () => {
  test('enrolment and verification answer GoTrue’s disabled codes', async () => {
    const { client, user } = await signedInUser({}, 'mfa-phone-off');
    const enroll = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+5511912345678' });
    expectApiError(enroll.error, 422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    const [factor] = await db`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, phone)
      values (gen_random_uuid(), ${user.id}, 'SMS', 'phone', 'verified', now(), now(), '5511912345678') returning id`;
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expectApiError(challenge.error, 422, 'mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
  });
});

describe('the admin MFA API', () => {
  test('lists and deletes a user’s factors; deleting the user deletes them', async () => {
    const { user, factor } = await userWithFactor('mfa-admin');
    const admin = serviceClient().auth.admin;
    const listed = await admin.mfa.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([
      {
        id: factor.id,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        status: 'verified',
        friendly_name: 'App',
        factor_type: 'totp',
        phone: '',
        last_challenged_at: expect.any(String),
      },
    ]);
    const fetched = await admin.getUserById(user.id);
    expect(fetched.data.user!.factors).toEqual(listed.data!.factors);

    const renamed = await fetch(`${stackEnv.url}/auth/v1/admin/users/${user.id}/factors/${factor.id}`, {
      method: 'PUT',
      headers: { apikey: stackEnv.secretKey, authorization: `Bearer ${stackEnv.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ friendly_name: 'Novo nome' }),
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: factor.id, friendly_name: 'Novo nome', status: 'verified' });

    const deleted = await admin.mfa.deleteFactor({ userId: user.id, id: factor.id });
    expect(deleted.error).toBeNull();
    expect((await admin.mfa.listFactors({ userId: user.id })).data!.factors).toEqual([]);
    const again = await admin.mfa.deleteFactor({ userId: user.id, id: factor.id });
    expectApiError(again.error, 404, 'mfa_factor_not_found', 'Factor not found');

    const other = await userWithFactor('mfa-admin-delete');
    expect((await admin.deleteUser(other.user.id)).error).toBeNull();
    expect(await db`select 1 from auth.mfa_factors where id = ${other.factor.id}`).toHaveLength(0);
  });
});
