// Phone sign-in against GoTrue's answers, through supabase-js: with this project's own config
// ([auth.sms] enable_signup = false) every phone call answers GoTrue's disabled codes; a stack of
// its own with phone sign-in on covers sign-up, codes, test numbers, password sign-in, phone
// changes, resends, the admin API and the limits, reading each text from the local mailbox.
import crypto from 'node:crypto';
import fs from 'node:fs';
import postgres from 'postgres';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadConfig, RELAXED_LIMITS, type SmsConfig } from '../config';
import { anonClient, signedInUser } from '../testing/clients';
import { extraStackPorts, mailboxPorts } from '../testing/ports';
import { authFrom } from '../testing/raw-http';
import { decodeJwt, PASSWORD, plainClient, startExtraStack, type ExtraStack } from '../testing/auth';
import { OTP_MAX_ATTEMPTS } from './rate-limits';

jest.setTimeout(60_000);

const TEST_NUMBER = '15550009999';
const TEST_CODE = '246810';
const SMS: SmsConfig = {
  enableSignup: true,
  enableConfirmations: true,
  template: 'Seu código: {{ .Code }}',
  maxFrequency: 0,
  testOtp: { [TEST_NUMBER]: TEST_CODE },
  provider: '',
};

/** A fresh E.164 number (digits only) and the form a user types it in. */
function newNumber() {
  const digits = `1555${crypto.randomInt(1_000_000, 9_999_999)}`;
  return { digits, typed: `+${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}` };
}

describe('with this project config.toml (phone sign-in off)', () => {
  const phone = '+5511912345678';

  test('the project keeps the phone provider off', () => {
    expect(loadConfig().sms).toMatchObject({ enableSignup: false, enableConfirmations: false, provider: '' });
  });

  test("every phone call answers GoTrue's status, code and message", async () => {
    const auth = anonClient().auth;
    expect((await auth.signUp({ phone, password: PASSWORD })).error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone signups are disabled',
    });
    expect((await auth.signInWithPassword({ phone, password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: 'phone_provider_disabled',
      message: 'Phone logins are disabled',
    });
    expect((await auth.signInWithOtp({ phone })).error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Unsupported phone provider',
    });
    // GoTrue looks the number up before it checks the provider when no user may be created.
    expect((await auth.signInWithOtp({ phone, options: { shouldCreateUser: false } })).error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
    expect((await auth.resend({ type: 'sms', phone })).error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone logins are disabled',
    });
    expect((await auth.verifyOtp({ phone, token: '123456', type: 'sms' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    expect((await auth.signUp({ phone: '12', password: PASSWORD })).error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
  });

  test('updateUser({ phone }) is not behind the provider in GoTrue: autoconfirmed numbers apply at once', async () => {
    const { client, user } = await signedInUser({}, 'phone-off');
    const digits = newNumber().digits;
    const { data, error } = await client.auth.updateUser({ phone: `+${digits}` });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, phone: digits, phone_confirmed_at: expect.any(String) });
    expect(data.user!.app_metadata.providers).toEqual(['email', 'phone']);
  });
});

describe('with phone sign-in on', () => {
  let extra: ExtraStack;
  let db: postgres.Sql;
  let anon: () => SupabaseClient;
  let admin: SupabaseClient['auth']['admin'];
  const mailbox = `http://127.0.0.1:${mailboxPorts(true).port}`;

  beforeAll(async () => {
    extra = await startExtraStack({ ...extraStackPorts(), sms: SMS });
    db = postgres(extra.dbUrl, { max: 2, onnotice: () => {} });
    anon = () => plainClient(extra.url, extra.publishableKey);
    admin = plainClient(extra.url, extra.secretKey).auth.admin;
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await extra?.stop();
    if (extra?.dataDir.includes('supabase-stack-test-')) fs.rmSync(extra.dataDir, { recursive: true, force: true });
  }, 30_000);

  afterEach(() => extra.patchConfig({ sms: SMS, authRateLimits: RELAXED_LIMITS.authRateLimits, enableConfirmations: false }));

  type Text = { ID: string; MessageID: string; Subject: string; Snippet: string; From: { Address: string } };

  /** The texts delivered to a number's mailbox address, oldest first. */
  async function textsTo(digits: string): Promise<Text[]> {
    const res = await fetch(`${mailbox}/api/v1/messages?limit=1000`);
    const body = (await res.json()) as { messages: (Text & { To: { Address: string }[] })[] };
    return body.messages.filter((m) => m.To.some((t) => t.Address === `${digits}@sms.local`)).reverse();
  }

  /** The code of the n-th text to a number (waiting for it to arrive). */
  async function code(digits: string, n = 1): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const texts = await textsTo(digits);
      if (texts.length >= n) return /Seu código: (\d{6})$/.exec(texts[n - 1].Snippet)![1];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no text ${n} to ${digits}`);
  }

  test('settings describe the phone provider', async () => {
    const res = await fetch(`${extra.url}/auth/v1/settings`, { headers: { apikey: extra.publishableKey } });
    expect(await res.json()).toMatchObject({ external: { phone: true }, phone_autoconfirm: false, sms_provider: '' });
  });

  test('sign-up with a phone texts a code to the mailbox; the code confirms the number and signs in', async () => {
    const { digits, typed } = newNumber();
    const signUp = await anon().auth.signUp({ phone: typed, password: PASSWORD, options: { data: { display_name: 'Ana' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ phone: digits, email: '', confirmation_sent_at: expect.any(String) });
    expect(signUp.data.user).not.toHaveProperty('phone_confirmed_at');
    expect(signUp.data.user!.identities).toEqual([
      expect.objectContaining({
        provider: 'phone',
        id: signUp.data.user!.id,
        identity_data: { sub: signUp.data.user!.id, email_verified: false, phone_verified: false, display_name: 'Ana' },
      }),
    ]);
    expect(signUp.data.user!.user_metadata).toEqual({
      display_name: 'Ana',
      sub: signUp.data.user!.id,
      email_verified: false,
      phone_verified: false,
    });
    expect(signUp.data.user!.app_metadata).toEqual({ provider: 'phone', providers: ['phone'] });

    const [text] = await textsTo(digits);
    expect(text).toMatchObject({ Subject: `SMS to +${digits}`, Snippet: expect.stringMatching(/^Seu código: \d{6}$/) });
    const early = await anon().auth.signInWithPassword({ phone: typed, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'phone_not_confirmed', message: 'Phone not confirmed' });

    const verified = await anon().auth.verifyOtp({ phone: typed, token: await code(digits), type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ phone: digits, phone_confirmed_at: expect.any(String) });
    expect(decodeJwt(verified.data.session!.access_token)).toMatchObject({ phone: digits, amr: [{ method: 'otp' }] });

    const signIn = await anon().auth.signInWithPassword({ phone: `+${digits}`, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user!.id).toBe(signUp.data.user!.id);
    expect((await anon().auth.signInWithPassword({ phone: typed, password: 'wrong-password' })).error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
    });
    // A confirmed number signs up again: e-mail sign-ups autoconfirm, so GoTrue says so.
    expect((await anon().auth.signUp({ phone: typed, password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
    });
    // With both kinds of confirmation on, GoTrue answers a look-alike user and reveals nothing.
    await extra.patchConfig({ enableConfirmations: true });
    const again = await anon().auth.signUp({ phone: typed, password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user).toMatchObject({ phone: digits, email: '', identities: [] });
    expect(again.data.user!.id).not.toBe(signUp.data.user!.id);
  });

  test('signInWithOtp: a new number is signed up, a confirmed one gets a sign-in code; wrong and expired codes fail', async () => {
    const { digits, typed } = newNumber();
    expect((await anon().auth.signInWithOtp({ phone: typed, options: { shouldCreateUser: false } })).error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
    });
    const first = await anon().auth.signInWithOtp({ phone: typed });
    expect(first.error).toBeNull();
    expect(first.data.messageId).toBeUndefined(); // a sign-up confirmation answers {}
    const signedUp = await anon().auth.verifyOtp({ phone: typed, token: await code(digits), type: 'sms' });
    expect(signedUp.error).toBeNull();

    const second = await anon().auth.signInWithOtp({ phone: typed, options: { shouldCreateUser: false } });
    expect(second.error).toBeNull();
    const good = await code(digits, 2);
    const [, sent] = await textsTo(digits);
    expect(second.data.messageId).toBe(sent.MessageID.replace(/^<|>$/g, ''));
    expect(extra.texts).toContain(`[auth] sms to +${digits}: Seu código: ${good}`);
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    expect((await anon().auth.verifyOtp({ phone: typed, token: wrong, type: 'sms' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    await db`update auth.users set confirmation_sent_at = now() - interval '6001 seconds' where phone = ${digits}`;
    expect((await anon().auth.verifyOtp({ phone: typed, token: good, type: 'sms' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    });
    expect((await anon().auth.verifyOtp({ phone: typed, token: '1', type: 'sms' })).error).toMatchObject({ status: 403 });
    expect((await anon().auth.verifyOtp({ phone: 'abc', token: good, type: 'sms' })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
  });

  test(`after ${OTP_MAX_ATTEMPTS} wrong codes the number's code is void`, async () => {
    const { digits } = newNumber();
    expect((await anon().auth.signInWithOtp({ phone: digits })).error).toBeNull();
    const good = await code(digits);
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      const wrong = String((Number(good) + i) % 1_000_000).padStart(6, '0');
      expect((await anon().auth.verifyOtp({ phone: digits, token: wrong, type: 'sms' })).error?.code).toBe('otp_expired');
    }
    expect((await anon().auth.verifyOtp({ phone: digits, token: good, type: 'sms' })).error?.code).toBe('otp_expired');
  });

  test('a [auth.sms.test_otp] number gets its fixed code and no text', async () => {
    const signUp = await anon().auth.signInWithOtp({ phone: `+${TEST_NUMBER}` });
    expect(signUp.error).toBeNull();
    const verified = await anon().auth.verifyOtp({ phone: `+${TEST_NUMBER}`, token: TEST_CODE, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ phone: TEST_NUMBER, phone_confirmed_at: expect.any(String) });
    const signIn = await anon().auth.signInWithOtp({ phone: `+${TEST_NUMBER}` });
    expect(signIn.data.messageId).toBe('test-otp');
    expect((await anon().auth.verifyOtp({ phone: TEST_NUMBER, token: TEST_CODE, type: 'sms' })).error).toBeNull();
    expect(await textsTo(TEST_NUMBER)).toEqual([]);
    expect(extra.texts.some((l) => l.includes(`+${TEST_NUMBER}`))).toBe(false);
  });

  test('updateUser({ phone }) texts the new number; verifyOtp phone_change moves the account to it', async () => {
    const email = `phone-change-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const created = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    const client = anon();
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const { digits, typed } = newNumber();
    const updated = await client.auth.updateUser({ phone: typed });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ phone: '', new_phone: digits, phone_change_sent_at: expect.any(String) });
    // The code is for the new number only: as an "sms" code it finds no account there.
    const sent = await code(digits);
    expect((await anon().auth.verifyOtp({ phone: typed, token: sent, type: 'sms' })).error?.code).toBe('otp_expired');
    const verified = await anon().auth.verifyOtp({ phone: typed, token: sent, type: 'phone_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email, phone: digits, phone_confirmed_at: expect.any(String) });
    expect(verified.data.user).not.toHaveProperty('new_phone');
    expect(verified.data.user!.app_metadata).toMatchObject({ provider: 'email', providers: ['email', 'phone'] });
    const phoneIdentity = verified.data.user!.identities!.find((i) => i.provider === 'phone');
    expect(phoneIdentity!.identity_data).toEqual({
      sub: created.data.user!.id,
      phone: digits,
      email_verified: false,
      phone_verified: true,
    });

    // Another account cannot take the number.
    const other = anon();
    const otherEmail = `phone-taken-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await admin.createUser({ email: otherEmail, password: PASSWORD, email_confirm: true });
    await other.auth.signInWithPassword({ email: otherEmail, password: PASSWORD });
    expect((await other.auth.updateUser({ phone: typed })).error).toMatchObject({
      status: 422,
      code: 'phone_exists',
      message: 'A user with this phone number has already been registered',
    });
  });

  test('resend of a sign-up code replaces the first one', async () => {
    const { digits } = newNumber();
    expect((await anon().auth.signUp({ phone: digits, password: PASSWORD })).error).toBeNull();
    const first = await code(digits);
    const resent = await anon().auth.resend({ type: 'sms', phone: digits });
    expect(resent.error).toBeNull();
    expect(resent.data.messageId).toEqual(expect.stringContaining('@sms.local'));
    const second = await code(digits, 2);
    if (first !== second)
      expect((await anon().auth.verifyOtp({ phone: digits, token: first, type: 'sms' })).error?.code).toBe('otp_expired');
    expect((await anon().auth.verifyOtp({ phone: digits, token: second, type: 'sms' })).error).toBeNull();
    // Nothing to resend once confirmed, and for an unknown number.
    expect((await anon().auth.resend({ type: 'sms', phone: digits })).data.messageId).toBeUndefined();
    expect((await anon().auth.resend({ type: 'sms', phone: newNumber().digits })).error).toBeNull();
    expect(await textsTo(digits)).toHaveLength(2);
  });

  test('resend of a phone change finds the account by its current number and texts the new one again', async () => {
    const current = newNumber().digits;
    expect((await admin.createUser({ phone: current, password: PASSWORD, phone_confirm: true })).error).toBeNull();
    const client = anon();
    expect((await client.auth.signInWithPassword({ phone: current, password: PASSWORD })).error).toBeNull();
    const { digits } = newNumber();
    expect((await client.auth.updateUser({ phone: digits })).error).toBeNull();
    const first = await code(digits);
    expect((await anon().auth.resend({ type: 'phone_change', phone: current })).error).toBeNull();
    const second = await code(digits, 2);
    if (first !== second) {
      expect((await anon().auth.verifyOtp({ phone: digits, token: first, type: 'phone_change' })).error?.code).toBe('otp_expired');
    }
    const verified = await anon().auth.verifyOtp({ phone: digits, token: second, type: 'phone_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ phone: digits });
    expect((await anon().auth.signInWithPassword({ phone: digits, password: PASSWORD })).error).toBeNull();
  });

  test('with enable_confirmations off a phone sign-up signs in at once and a phone change applies at once', async () => {
    await extra.patchConfig({ sms: { ...SMS, enableConfirmations: false } });
    const { digits } = newNumber();
    const signUp = await anon().auth.signUp({ phone: digits, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).not.toBeNull();
    expect(signUp.data.user).toMatchObject({ phone: digits, phone_confirmed_at: expect.any(String) });
    expect(await textsTo(digits)).toEqual([]);

    const client = anon();
    await client.auth.setSession(signUp.data.session!);
    const next = newNumber().digits;
    const changed = await client.auth.updateUser({ phone: next });
    expect(changed.error).toBeNull();
    expect(changed.data.user).toMatchObject({ phone: next, phone_confirmed_at: expect.any(String) });
    expect(changed.data.user!.identities![0].identity_data).toMatchObject({ phone: next, phone_verified: true });

    const otp = await anon().auth.signInWithOtp({ phone: next });
    expect(otp.data.messageId).toEqual(expect.stringContaining('@sms.local'));
    expect((await anon().auth.verifyOtp({ phone: next, token: await code(next), type: 'sms' })).error).toBeNull();
  });

  test('the admin API creates and updates phone users as GoTrue does', async () => {
    const { digits, typed } = newNumber();
    const created = await admin.createUser({ phone: typed, password: PASSWORD, phone_confirm: true, user_metadata: { a: 1 } });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({
      phone: digits,
      phone_confirmed_at: expect.any(String),
      app_metadata: { provider: 'phone', providers: ['phone'] },
      user_metadata: { a: 1 },
    });
    expect(created.data.user!.identities![0]).toMatchObject({
      provider: 'phone',
      identity_data: { sub: created.data.user!.id, phone: digits, email_verified: false, phone_verified: false },
    });
    expect((await anon().auth.signInWithPassword({ phone: digits, password: PASSWORD })).error).toBeNull();
    expect((await admin.createUser({ phone: digits })).error).toMatchObject({
      status: 422,
      code: 'phone_exists',
      message: 'Phone number already registered by another user',
    });
    expect((await admin.createUser({ phone: '+0 12' })).error).toMatchObject({ status: 400, code: 'validation_failed' });

    const both = await admin.createUser({ email: `both-${digits}@example.test`, phone: newNumber().digits });
    expect(both.data.user!.app_metadata).toEqual({ provider: 'email', providers: ['email', 'phone'] });

    const next = newNumber().digits;
    const updated = await admin.updateUserById(created.data.user!.id, { phone: `+${next}`, phone_confirm: true });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ phone: next });
    expect(updated.data.user!.identities![0].identity_data).toMatchObject({ phone: next, phone_verified: true });
  });

  test('max_frequency per number, sms_sent per project and the per-IP limit answer GoTrue 429s', async () => {
    await extra.patchConfig({ sms: { ...SMS, maxFrequency: 60 } });
    const { digits } = newNumber();
    expect((await anon().auth.signInWithOtp({ phone: digits })).error).toBeNull();
    const again = await anon().auth.signInWithOtp({ phone: digits });
    expect(again.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    expect(again.error!.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);

    await extra.patchConfig({ sms: SMS, authRateLimits: { ...RELAXED_LIMITS.authRateLimits, smsSent: 1 } });
    expect((await anon().auth.signInWithOtp({ phone: newNumber().digits })).error).toBeNull();
    expect((await anon().auth.signInWithOtp({ phone: newNumber().digits })).error).toMatchObject({
      status: 429,
      code: 'over_sms_send_rate_limit',
      message: 'SMS rate limit exceeded',
    });
    // Test numbers are not counted.
    expect((await anon().auth.signInWithOtp({ phone: TEST_NUMBER })).error).toBeNull();

    await extra.patchConfig({ authRateLimits: { ...RELAXED_LIMITS.authRateLimits, signInSignUps: 2 } });
    const client = authFrom('127.0.0.41', extra.url, extra.publishableKey);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await client.post('/otp', { phone: TEST_NUMBER }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers[2].json).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });
});
