// An extra stack with e-mail confirmations, anonymous sign-ins and the custom access token hook
// (supabase/local/testing/fixtures/10_auth.sql: auth_fixture_access_token_hook adds profile_gate and
// auth_method claims; user_metadata.fixture_hook switches it into failure modes).
import fs from 'node:fs';
import postgres from 'postgres';
import type { SupabaseClient } from '@supabase/supabase-js';
import { extraStackPorts } from '../testing/ports';
import { uniqueEmail } from '../testing/clients';
import { decodeJwt, lastMail, PASSWORD, plainClient, ssrClient, startExtraStack, type ExtraStack, type Jar } from '../testing/auth';

const HOOK_URI = 'pg-functions://postgres/public/auth_fixture_access_token_hook';
let extra: ExtraStack;
let db: postgres.Sql;
let anon: () => SupabaseClient;
let admin: SupabaseClient['auth']['admin'];

beforeAll(async () => {
  extra = await startExtraStack({
    ...extraStackPorts(),
    enableConfirmations: true,
    enableAnonymousSignIns: true,
    customAccessTokenHook: { enabled: true, uri: HOOK_URI },
  });
  db = postgres(extra.dbUrl, { max: 2, onnotice: () => {} });
  anon = () => plainClient(extra.url, extra.publishableKey);
  admin = plainClient(extra.url, extra.secretKey).auth.admin;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await extra?.stop();
  if (extra?.dataDir.includes('supabase-stack-test-')) fs.rmSync(extra.dataDir, { recursive: true, force: true });
}, 30_000);

const ssr = (jar: Jar) => ssrClient(jar, { url: extra.url, key: extra.publishableKey });

async function followLink(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

describe('with enable_confirmations', () => {
  test('sign-up answers the bare user, e-mails a code, and refuses sign-in until confirmed', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await anon().auth.signUp({ email, password: PASSWORD, options: { data: { display_name: 'Lia' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, confirmation_sent_at: expect.any(String) });
    expect(data.user).not.toHaveProperty('email_confirmed_at');
    const early = await anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const { code } = lastMail(extra.mails, email);
    const verified = await anon().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data.session!.access_token);
    // GoTrue's claims plus exactly what the hook added.
    expect(Object.keys(claims).sort()).toEqual([
      'aal',
      'amr',
      'app_metadata',
      'aud',
      'auth_method',
      'email',
      'exp',
      'iat',
      'is_anonymous',
      'iss',
      'phone',
      'profile_gate',
      'role',
      'session_id',
      'sub',
      'user_metadata',
    ]);
    expect(claims).toMatchObject({ sub: data.user!.id, profile_gate: 'complete', auth_method: 'otp' });
    expect(verified.data.session!.expires_at).toBe(claims.exp);
    expect((await anon().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  test('a repeated sign-up of a confirmed address reveals nothing and stores nothing', async () => {
    const email = uniqueEmail('hidden');
    const { data: created } = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const mailsBefore = extra.mails.length;
    const again = await anon().auth.signUp({ email, password: 'Qualquer-123' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user!.id).not.toBe(created.user!.id);
    expect(again.data.user!.identities).toEqual([]);
    expect(extra.mails.length).toBe(mailsBefore);
    expect(await db`select id from auth.users where email = ${email}`).toHaveLength(1);
  });

  test('PKCE sign-up through @supabase/ssr: link → ?code= → exchangeCodeForSession', async () => {
    const jar: Jar = new Map();
    const email = uniqueEmail('pkce');
    const signUp = await ssr(jar).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:3000/auth/callback' },
    });
    expect(signUp.error).toBeNull();
    expect([...jar.keys()].some((k) => k.endsWith('-code-verifier'))).toBe(true);
    const { link } = lastMail(extra.mails, email);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const location = await followLink(link);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/auth/callback');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchanged = await ssr(jar).auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    const claims = decodeJwt(exchanged.data.session!.access_token);
    expect(claims).toMatchObject({ profile_gate: 'incomplete', auth_method: 'email/signup', amr: [{ method: 'email/signup' }] });
    const reused = await ssr(jar).auth.exchangeCodeForSession(code);
    expect(reused.error).toBeTruthy();
  });

  test('a PKCE code with the wrong verifier is bad_code_verifier', async () => {
    const email = uniqueEmail('pkce-bad');
    await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const jar: Jar = new Map();
    expect((await ssr(jar).auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset' })).error).toBeNull();
    const code = (await followLink(lastMail(extra.mails, email).link)).searchParams.get('code')!;
    const res = await fetch(`${extra.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: extra.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });
    const recovered = await ssr(jar).auth.exchangeCodeForSession(code);
    expect(recovered.error).toBeNull();
    expect((recovered.data as { redirectType?: string }).redirectType).toBe('recovery');
    expect(decodeJwt(recovered.data.session!.access_token).auth_method).toBe('recovery');
    expect((await ssr(jar).auth.updateUser({ password: 'Recuperada-123' })).error).toBeNull();
    expect((await anon().auth.signInWithPassword({ email, password: 'Recuperada-123' })).error).toBeNull();
  });

  test('magic links (/otp): implicit link signs in; create_user=false refuses unknown addresses', async () => {
    const email = uniqueEmail('magic');
    await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect((await anon().auth.signInWithOtp({ email })).error).toBeNull();
    const location = await followLink(lastMail(extra.mails, email).link);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect(decodeJwt(fragment.get('access_token')!)).toMatchObject({ email, auth_method: 'otp' });
    const refused = await anon().auth.signInWithOtp({ email: uniqueEmail('magic-new'), options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });
});

describe('custom access token hook', () => {
  test('runs on password sign-in and refresh, reading the database each time', async () => {
    const email = uniqueEmail('hook');
    const { data: created } = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = anon();
    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(decodeJwt(signIn.data.session!.access_token)).toMatchObject({ profile_gate: 'incomplete', auth_method: 'password' });
    await db`update public.auth_fixture_profiles set display_name = 'Mel' where id = ${created.user!.id}`;
    const refreshed = await client.auth.refreshSession();
    const claims = decodeJwt(refreshed.data.session!.access_token);
    expect(claims).toMatchObject({ profile_gate: 'complete', auth_method: 'token_refresh', amr: [{ method: 'password' }] });
    expect(refreshed.data.session!.expires_at).toBe(claims.exp);
    const verified = await client.auth.getClaims();
    expect(verified.data!.claims.profile_gate).toBe('complete');
  });

  test('a failing or non-conforming hook is 500 unexpected_failure and leaves no session', async () => {
    const cases: [string, string][] = [
      ['raise', `Error running hook URI: ${HOOK_URI}`],
      ['drop_sub', `Error running hook URI: ${HOOK_URI} (output claims do not conform to the expected schema: sub is required)`],
      ['no_claims', `Error running hook URI: ${HOOK_URI} (the result has no "claims" object)`],
    ];
    for (const [mode, message] of cases) {
      const email = uniqueEmail(`hook-${mode}`);
      const { data } = await admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: { fixture_hook: mode } });
      const res = await fetch(`${extra.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: extra.publishableKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect({ mode, status: res.status, body: await res.json() }).toEqual({
        mode,
        status: 500,
        body: { code: 'unexpected_failure', message },
      });
      expect(await db`select id from auth.sessions where user_id = ${data.user!.id}`).toHaveLength(0);
    }
  });

  test('a hook URI naming a missing or invalid function fails the same way', async () => {
    const email = uniqueEmail('hook-missing');
    await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    try {
      await extra.patchConfig({ customAccessTokenHook: { enabled: true, uri: 'pg-functions://postgres/public/no_such_hook' } });
      const missing = await anon().auth.signInWithPassword({ email, password: PASSWORD });
      expect(missing.error?.message).toBe(
        'Error running hook URI: pg-functions://postgres/public/no_such_hook (function public.no_such_hook does not exist)',
      );
      await extra.patchConfig({ customAccessTokenHook: { enabled: true, uri: 'pg-functions://postgres/public/x;drop table y' } });
      const invalid = await anon().auth.signInWithPassword({ email, password: PASSWORD });
      expect(invalid.error?.status).toBe(500);
      expect(invalid.error?.message).toMatch(/^Error running hook URI: .*pg-functions:\/\/postgres\/<schema>\/<function>/);
    } finally {
      await extra.patchConfig({ customAccessTokenHook: { enabled: true, uri: HOOK_URI } });
    }
    expect((await anon().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });
});

describe('anonymous users', () => {
  test('sign in anonymously, then become permanent by confirming an e-mail', async () => {
    const client = anon();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { display_name: 'Anon' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: '',
      is_anonymous: true,
      identities: [],
      app_metadata: { provider: 'anonymous', providers: ['anonymous'] },
    });
    expect(decodeJwt(data.session!.access_token)).toMatchObject({ is_anonymous: true, role: 'authenticated', auth_method: 'anonymous' });

    const noEmail = await client.auth.updateUser({ password: PASSWORD });
    expect(noEmail.error).toMatchObject({ status: 422, code: 'validation_failed' });
    const email = uniqueEmail('anon-upgrade');
    const pending = await client.auth.updateUser({ email });
    expect(pending.data.user).toMatchObject({ email: '', new_email: email, is_anonymous: true });
    const { code } = lastMail(extra.mails, email);
    const confirmed = await client.auth.verifyOtp({ email, token: code, type: 'email_change' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user).toMatchObject({ email, is_anonymous: false, app_metadata: { provider: 'email', providers: ['email'] } });
    expect(decodeJwt(confirmed.data.session!.access_token).is_anonymous).toBe(false);
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    expect((await anon().auth.signInWithPassword({ email, password: PASSWORD })).data.user!.id).toBe(data.user!.id);
  });
});
