// The attacks of issue 7 against Auth, on a stack of its own with the rate limits of
// supabase/config.toml: one-time code guessing, password guessing, sign-up and refresh floods,
// and e-mail bombing. Each client is its own loopback address (127.0.0.x), as the limits are
// per IP address; each attack must be refused and leave the victim's account as it was.
import fs from 'node:fs';
import postgres from 'postgres';
import { loadConfig, type AuthRateLimits } from '../config';
import { extraStackPorts } from '../testing/ports';
import { authFrom, type RawResponse } from '../testing/raw-http';
import { uniqueEmail } from '../testing/clients';
import { OTP_MAX_ATTEMPTS } from './rate-limits';
import { lastMail, PASSWORD, plainClient, startExtraStack, type ExtraStack } from '../testing/auth';

jest.setTimeout(60_000);

// The limits under test are the project's own, never the relaxed ones of the test stacks.
delete process.env.SUPABASE_LOCAL_RELAXED_LIMITS;
const real = loadConfig();
const limits: AuthRateLimits = real.authRateLimits;

let extra: ExtraStack;
let db: postgres.Sql;

beforeAll(async () => {
  extra = await startExtraStack({
    ...extraStackPorts(),
    authRateLimits: limits,
    emailMaxFrequency: real.emailMaxFrequency,
    emailOtpExpiry: real.emailOtpExpiry,
  });
  db = postgres(extra.dbUrl, { max: 2, onnotice: () => {} });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await extra?.stop();
  if (extra?.dataDir.includes('supabase-stack-test-')) fs.rmSync(extra.dataDir, { recursive: true, force: true });
}, 30_000);

const from = (ip: string) => authFrom(ip, extra.url, extra.publishableKey);
const tooMany = { code: 'over_request_rate_limit', message: 'Request rate limit reached' };

async function victim(tag: string, password = PASSWORD) {
  const email = uniqueEmail(tag);
  const { data, error } = await plainClient(extra.url, extra.secretKey).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const [row] = await db<{ encrypted_password: string }[]>`select encrypted_password from auth.users where id = ${data.user.id}`;
  return { email, id: data.user.id, hash: row.encrypted_password };
}

/** What an attacker could have changed: the password, sessions, the last sign-in. */
async function accountState(id: string) {
  const [row] = await db`
    select encrypted_password, last_sign_in_at, (select count(*)::int from auth.sessions where user_id = ${id}) as sessions
    from auth.users where id = ${id}`;
  return row;
}

const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0');

test('the limits are the realistic ones of config.toml', () => {
  expect(limits.tokenVerifications).toBeLessThanOrEqual(30);
  expect(limits.signInSignUps).toBeLessThanOrEqual(30);
  expect(limits.tokenRefresh).toBeLessThanOrEqual(150);
  expect(real.emailOtpExpiry).toBeLessThanOrEqual(3600);
  expect(OTP_MAX_ATTEMPTS).toBeLessThanOrEqual(5);
});

test('one-time code guessing: the code dies after 5 wrong guesses, then the address is refused', async () => {
  const v = await victim('otp-victim');
  const attacker = from('127.0.0.2');
  const before = await accountState(v.id);
  expect((await attacker.post('/otp', { email: v.email })).status).toBe(200);
  const { code, link } = lastMail(extra.mails, v.email);

  for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
    const res = await attacker.post('/verify', { type: 'magiclink', email: v.email, token: wrongCode(code, i) });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: 'otp_expired', message: 'Token has expired or is invalid' });
  }
  // The right code is worthless now, and so is the e-mailed link.
  const right = await attacker.post('/verify', { type: 'magiclink', email: v.email, token: code });
  expect(right.status).toBe(403);
  expect(right.json).toMatchObject({ code: 'otp_expired' });
  const viaLink = await fetch(link, { redirect: 'manual' });
  expect(new URL(viaLink.headers.get('location')!).hash).toContain('error_code=otp_expired');
  const [tokens] = await db`select recovery_token, confirmation_token from auth.users where id = ${v.id}`;
  expect(tokens).toEqual({ recovery_token: '', confirmation_token: '' });

  // A new code cannot be asked for at once (max_frequency), so guessing cannot restart either.
  const again = await attacker.post('/otp', { email: v.email });
  expect(again.status).toBe(429);
  expect(again.json.code).toBe('over_email_send_rate_limit');
  expect(again.json.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

  // Guessing on (for any address) ends at token_verifications per IP. The rest of the budget is
  // spent at once (it refills one request every 10 s, which a slow loop would earn back).
  const left = limits.tokenVerifications - (OTP_MAX_ATTEMPTS + 1); // the wrong codes and the right one
  const burst = await Promise.all(
    Array.from({ length: left + 3 }, () => attacker.post('/verify', { type: 'email', email: v.email, token: code })),
  );
  expect(burst.filter((r) => r.status === 403)).toHaveLength(left);
  const refused = burst.filter((r) => r.status === 429);
  expect(refused).toHaveLength(3);
  expect(refused[0].json).toEqual(tooMany);
  // Another address (another client) is not affected by this one's budget.
  expect((await from('127.0.0.3').post('/verify', { type: 'email', email: v.email, token: code })).status).toBe(403);

  expect(await accountState(v.id)).toEqual(before);
});

test('codes expire at [auth.email] otp_expiry', async () => {
  const client = from('127.0.0.4');
  const ok = await victim('otp-fresh');
  expect((await client.post('/otp', { email: ok.email })).status).toBe(200);
  const fresh = await client.post('/verify', { type: 'magiclink', email: ok.email, token: lastMail(extra.mails, ok.email).code });
  expect(fresh.status).toBe(200);
  expect(fresh.json.access_token).toEqual(expect.any(String));

  const late = await victim('otp-late');
  expect((await client.post('/otp', { email: late.email })).status).toBe(200);
  await db`update auth.users set recovery_sent_at = now() - make_interval(secs => ${real.emailOtpExpiry + 1}) where id = ${late.id}`;
  const expired = await client.post('/verify', { type: 'magiclink', email: late.email, token: lastMail(extra.mails, late.email).code });
  expect(expired.status).toBe(403);
  expect(expired.json).toMatchObject({ code: 'otp_expired', message: 'Token has expired or is invalid' });
  expect((await accountState(late.id)).sessions).toBe(0);
});

/** Sends every request at once; resolves once `refusals` of them came back 429 (so every one
 * has been counted), with the promise of all the answers. */
async function burst(send: (i: number) => Promise<RawResponse>, count: number, refusals: number) {
  let refused = 0;
  let signal!: () => void;
  const counted = new Promise<void>((resolve) => (signal = resolve));
  const all = Promise.all(
    Array.from({ length: count }, (_, i) =>
      send(i).then((r) => {
        if (r.status === 429 && ++refused === refusals) signal();
        return r;
      }),
    ),
  );
  await Promise.race([counted, all]);
  return all;
}

test('password guessing: refused per IP address, and per e-mail address whatever the IP', async () => {
  const v = await victim('pw-victim');
  const bystander = await victim('pw-bystander');
  const before = await accountState(v.id);
  const attacker = from('127.0.0.5');
  const elsewhere = from('127.0.0.6');
  // Every guess arrives at once: the budget is taken on arrival, before any password is checked.
  const guesses = await burst(
    (i) => attacker.post('/token?grant_type=password', { email: v.email, password: `guess-${i}` }),
    limits.signInSignUps + 3,
    3,
  );
  // The attacker's IP is spent: even the right password is refused before it is checked; from
  // another IP the victim's address is spent; another account signs in from there as usual.
  const [spent, locked, other] = await Promise.all([
    attacker.post('/token?grant_type=password', { email: v.email, password: PASSWORD }),
    elsewhere.post('/token?grant_type=password', { email: v.email, password: PASSWORD }),
    elsewhere.post('/token?grant_type=password', { email: bystander.email, password: PASSWORD }),
  ]);
  expect(spent.status).toBe(429);
  expect(spent.json).toEqual(tooMany);
  expect(locked.status).toBe(429);
  expect(locked.json).toEqual(tooMany);
  expect(other.status).toBe(200);

  const answers = await guesses;
  expect(answers.filter((r) => r.status === 400 && r.json.code === 'invalid_credentials')).toHaveLength(limits.signInSignUps);
  expect(answers.filter((r) => r.status === 429)).toHaveLength(3);
  expect(await accountState(v.id)).toEqual(before);
  expect((await accountState(bystander.id)).sessions).toBe(1);
});

test('sign-up floods are refused per IP address', async () => {
  const flooder = from('127.0.0.7');
  const emails = Array.from({ length: limits.signInSignUps + 3 }, () => uniqueEmail('flood'));
  const answers = await Promise.all(emails.map((email) => flooder.post('/signup', { email, password: PASSWORD })));
  expect(answers.filter((r) => r.status === 200)).toHaveLength(limits.signInSignUps);
  const refused = emails.filter((_, i) => answers[i].status === 429);
  expect(refused).toHaveLength(3);
  expect(answers.find((r) => r.status === 429)!.json).toEqual(tooMany);
  expect(await db`select id from auth.users where email = any(${refused})`).toHaveLength(0);
  expect((await from('127.0.0.8').post('/signup', { email: refused[0], password: PASSWORD })).status).toBe(200);
});

test('refresh-token floods are refused per IP address (token_refresh)', async () => {
  const flooder = from('127.0.0.9');
  // All at once: the budget refills one request every 2 s, so a slow loop would earn extra ones.
  const answers = await Promise.all(
    Array.from({ length: limits.tokenRefresh + 10 }, (_, i) =>
      flooder.post('/token?grant_type=refresh_token', { refresh_token: `not-a-token-${i}` }),
    ),
  );
  const refused = answers.filter((r) => r.status === 429);
  const answered = answers.filter((r) => r.status !== 429);
  expect(answered.length).toBeGreaterThanOrEqual(limits.tokenRefresh);
  expect(answered.length).toBeLessThanOrEqual(limits.tokenRefresh + 1);
  expect(answered.every((r) => r.json.code === 'refresh_token_not_found')).toBe(true);
  expect(refused.length).toBeGreaterThanOrEqual(9);
  expect(refused[0].json).toEqual(tooMany);
});

test('e-mail bombing: the project sends at most email_sent e-mails an hour', async () => {
  const users = await Promise.all(Array.from({ length: limits.emailSent + 1 }, (_, i) => victim(`bomb-${i}`)));
  let refusedAt = -1;
  for (const [i, u] of users.entries()) {
    // Spread over addresses, so only the project's budget can stop it.
    const res = await from(`127.0.1.${i + 1}`).post('/recover', { email: u.email });
    if (res.status === 429) {
      expect(res.json).toEqual({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
      refusedAt = i;
      break;
    }
    expect(res.status).toBe(200);
  }
  expect(refusedAt).toBeGreaterThanOrEqual(0);
  // Every e-mail this stack ever sent counts: the ones above and the earlier tests' codes (the
  // budget refills one e-mail every 2 minutes, hence the one of slack).
  expect(extra.mails.length).toBeGreaterThanOrEqual(limits.emailSent);
  expect(extra.mails.length).toBeLessThanOrEqual(limits.emailSent + 1);
  const [row] = await db`select recovery_token, recovery_sent_at from auth.users where id = ${users[refusedAt].id}`;
  expect(row.recovery_sent_at).toBeNull();
  expect(row.recovery_token ?? '').toBe('');
});
