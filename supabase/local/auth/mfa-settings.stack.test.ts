// An extra stack with other [auth.mfa] settings than the project's: TOTP off (GoTrue's
// disabled-feature codes), phone factors on (the code arrives by "SMS" in the local mailbox),
// MFA challenges and verifications limited per IP, and [auth.email] secure_password_change on.
import fs from 'node:fs';
import crypto from 'node:crypto';
import postgres from 'postgres';
import { AuthApiError } from '@supabase/supabase-js';
import { RELAXED_LIMITS } from '../config';
import { signAccessToken } from '../jwt';
import { loadKeys } from '../keys';
import { extraStackPorts, mailboxPorts } from '../testing/ports';
import { uniqueEmail } from '../testing/clients';
import { decodeJwt, PASSWORD, plainClient, startExtraStack, type ExtraStack } from '../testing/auth';
import { nextMessage } from '../testing/mailbox';

const MFA_LIMIT = 6;
let extra: ExtraStack;
let db: postgres.Sql;
const mailbox = `http://127.0.0.1:${mailboxPorts(true).port}`;

beforeAll(async () => {
  extra = await startExtraStack({
    ...extraStackPorts(),
    authRateLimits: { ...RELAXED_LIMITS.authRateLimits, mfaChallengeAndVerify: MFA_LIMIT },
    mfa: {
      maxEnrolledFactors: 10,
      totp: { enrollEnabled: false, verifyEnabled: false },
      phone: { enrollEnabled: true, verifyEnabled: true, otpLength: 8, template: 'Seu código: {{ .Code }}', maxFrequency: 60 },
      webAuthn: { enrollEnabled: false, verifyEnabled: false },
    },
    securePasswordChange: true,
  });
  db = postgres(extra.dbUrl, { max: 2, onnotice: () => {} });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await extra?.stop();
  if (extra?.dataDir.includes('supabase-stack-test-')) fs.rmSync(extra.dataDir, { recursive: true, force: true });
}, 30_000);

async function signedIn(tag: string) {
  const client = plainClient(extra.url, extra.publishableKey);
  const email = uniqueEmail(tag);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, email, user: data.user!, session: data.session! };
}

function expectApiError(error: unknown, status: number, code: string, message?: string) {
  expect(error).toBeInstanceOf(AuthApiError);
  expect(error).toMatchObject({ status, code, ...(message ? { message } : {}) });
}

/** A verified TOTP factor written straight into the database (enrolment is off on this stack). */
async function totpFactor(userId: string) {
  const id = crypto.randomUUID();
  await db`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
           values (${id}, ${userId}, 'App', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`;
  return id;
}

describe('disabled factor types answer GoTrue’s codes', () => {
  test('TOTP enrol, challenge and verify; WebAuthn enrol', async () => {
    const { client, user } = await signedIn('mfa-off');
    const enroll = await client.auth.mfa.enroll({ factorType: 'totp' });
    expectApiError(enroll.error, 422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    const webauthn = await client.auth.mfa.enroll({ factorType: 'webauthn' } as never);
    expectApiError(webauthn.error, 422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');

    const factorId = await totpFactor(user.id);
    const challenge = await client.auth.mfa.challenge({ factorId });
    expectApiError(challenge.error, 422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    const verify = await client.auth.mfa.verify({ factorId, challengeId: crypto.randomUUID(), code: '123456' });
    expectApiError(verify.error, 422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  });
});

describe('phone factors', () => {
  test('enrol with a phone number, receive the code by SMS, verify to aal2', async () => {
    const { client } = await signedIn('mfa-phone');
    const bad = await client.auth.mfa.enroll({ factorType: 'phone', phone: '12-ab' });
    expectApiError(bad.error, 400, 'validation_failed', 'Invalid phone number format (E.164 required)');

    const phone = `+55 11 9${String(crypto.randomInt(0, 1e7)).padStart(7, '0')}1`;
    const digits = phone.replace(/\D/g, '');
    const { data: factor, error } = await client.auth.mfa.enroll({ factorType: 'phone', phone, friendlyName: 'Celular' });
    expect(error).toBeNull();
    expect(factor).toEqual({ id: expect.any(String), type: 'phone', friendly_name: 'Celular', phone });
    const [row] = await db`select phone, status::text from auth.mfa_factors where id = ${factor!.id}`;
    expect(row).toEqual({ phone: digits, status: 'unverified' });

    const challenge = await client.auth.mfa.challenge({ factorId: factor!.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ id: expect.any(String), type: 'phone' });
    const sms = await nextMessage(mailbox, `${digits}@sms.localhost`);
    const code = /Seu código: (\d{8})/.exec(sms.Text)![1];

    const again = await client.auth.mfa.challenge({ factorId: factor!.id });
    expect(again.error).toBeInstanceOf(AuthApiError);
    expect(again.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    expect(again.error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

    const wrong = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge.data!.id, code: '00000000' });
    expectApiError(wrong.error, 422, 'mfa_verification_failed', 'Invalid MFA Phone code entered');
    const ok = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge.data!.id, code });
    expect(ok.error).toBeNull();
    const claims = decodeJwt(ok.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((a: { method: string }) => a.method)).toEqual(['mfa/phone', 'password']);

    const twice = await client.auth.mfa.enroll({ factorType: 'phone', phone, friendlyName: 'Outro' });
    expectApiError(
      twice.error,
      422,
      'mfa_verified_factor_exists',
      'A verified phone factor already exists, unenroll the existing factor to continue',
    );
  });
});

describe('per-IP limits on MFA', () => {
  test('challenges and verifications beyond the budget answer 429', async () => {
    const { client, user } = await signedIn('mfa-limit');
    const factorId = await totpFactor(user.id);
    const statuses: number[] = [];
    let last: unknown = null;
    for (let i = 0; i < MFA_LIMIT + 3; i++) {
      const { error } = await client.auth.mfa.challenge({ factorId });
      statuses.push((error as AuthApiError).status);
      last = error;
    }
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(MFA_LIMIT);
    expectApiError(last, 429, 'over_request_rate_limit', 'Request rate limit reached');
    // Verifications have a budget of their own.
    const verify = await client.auth.mfa.verify({ factorId, challengeId: crypto.randomUUID(), code: '123456' });
    expectApiError(verify.error, 422, 'mfa_totp_verify_not_enabled');
  });
});

describe('secure_password_change', () => {
  test('a session under 24 hours old changes the password without a nonce', async () => {
    const { client } = await signedIn('reauth-recent');
    const { error } = await client.auth.updateUser({ password: `${PASSWORD}-2` });
    expect(error).toBeNull();
  });

  test('an older session needs the e-mailed nonce, once, before it expires', async () => {
    const { client, email, session } = await signedIn('reauth-old');
    await db`update auth.sessions set created_at = now() - interval '25 hours' where id = ${decodeJwt(session.access_token).session_id}`;

    const none = await client.auth.updateUser({ password: `${PASSWORD}-2` });
    expectApiError(none.error, 400, 'reauthentication_needed', 'Password update requires reauthentication');
    const neverSent = await client.auth.updateUser({ password: `${PASSWORD}-2`, nonce: '123456' });
    expectApiError(neverSent.error, 422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');

    const sent = await client.auth.reauthenticate();
    expect(sent.error).toBeNull();
    const mail = await nextMessage(mailbox, email);
    expect(mail.Subject).toBe('Seu código de confirmação da Conecta Criadores');
    const nonce = /\b(\d{6})\b/.exec(mail.Text)![1];
    const [stored] = await db`select reauthentication_token from auth.users where email = ${email}`;
    expect(stored.reauthentication_token).not.toContain(nonce);

    const wrong = await client.auth.updateUser({ password: `${PASSWORD}-2`, nonce: nonce === '000000' ? '111111' : '000000' });
    expectApiError(wrong.error, 403, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
    const ok = await client.auth.updateUser({ password: `${PASSWORD}-2`, nonce });
    expect(ok.error).toBeNull();
    const reused = await client.auth.updateUser({ password: `${PASSWORD}-3`, nonce });
    expectApiError(reused.error, 422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const second = await nextMessage(mailbox, email, [mail.ID]);
    const late = /\b(\d{6})\b/.exec(second.Text)![1];
    await db`update auth.users set reauthentication_sent_at = now() - interval '3601 seconds' where email = ${email}`;
    const expired = await client.auth.updateUser({ password: `${PASSWORD}-3`, nonce: late });
    expectApiError(expired.error, 403, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  });

  test('a user with only a phone gets the nonce by SMS', async () => {
    const digits = `5521${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`;
    const admin = plainClient(extra.url, extra.secretKey).auth.admin;
    const created = await admin.createUser({ phone: `+${digits}`, phone_confirm: true, password: PASSWORD });
    expect(created.error).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    // No session_id: GoTrue asks a caller without a session for the nonce whatever the time.
    const token = signAccessToken(loadKeys(extra.dataDir), {
      sub: created.data.user!.id,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + 60,
    });
    const headers = { apikey: extra.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const sent = await fetch(`${extra.url}/auth/v1/reauthenticate`, { headers });
    expect(sent.status).toBe(200);
    const sms = await nextMessage(mailbox, `${digits}@sms.localhost`);
    const nonce = /Your code is (\d{6})/.exec(sms.Text)![1];
    const update = (body: object) => fetch(`${extra.url}/auth/v1/user`, { method: 'PUT', headers, body: JSON.stringify(body) });
    const without = await update({ password: `${PASSWORD}-2` });
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({ code: 'reauthentication_needed' });
    expect((await update({ password: `${PASSWORD}-2`, nonce })).status).toBe(200);
  });
});
