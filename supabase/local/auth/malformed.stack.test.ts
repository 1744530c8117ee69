import crypto from 'node:crypto';
import { anonClient, stackEnv } from '../testing/clients';
import { authFetch } from '../testing/auth';

async function call(path: string, init: Parameters<typeof authFetch>[1] = {}) {
  const res = await authFetch(path, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, version: res.headers.get('x-supabase-api-version') };
}

describe('malformed requests get GoTrue errors and never crash the server', () => {
  test('bodies that are not a JSON object are bad_json', async () => {
    const notJson = await call('/signup', { method: 'POST', body: '{"email": "a@b.c",' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('bad_json');
    expect(notJson.body.message).toMatch(/^Could not parse request body as JSON: /);
    expect(notJson.version).toBe('2024-01-01');
    for (const body of ['', '[1,2]', '"text"', 'null']) {
      const r = await call('/token?grant_type=password', { method: 'POST', body });
      expect({ body, status: r.status, code: r.body.code }).toEqual({ body, status: 400, code: 'bad_json' });
    }
    const wrongType = await call('/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: 42, password: 'x' }) });
    expect(wrongType.body).toEqual({ code: 'bad_json', message: 'Could not parse request body as JSON: field "email" must be a string' });
  });

  test('missing fields are validation_failed', async () => {
    expect(await call('/token?grant_type=password', { method: 'POST', body: JSON.stringify({ password: 'x' }) })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'missing email or phone' },
    });
    expect(await call('/token?grant_type=pkce', { method: 'POST', body: '{}' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed' },
    });
    expect(await call('/verify', { method: 'POST', body: JSON.stringify({ type: 'signup' }) })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed' },
    });
    expect(await call('/recover', { method: 'POST', body: '{}' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Password recovery requires an email' },
    });
  });

  test('an unknown grant type and unknown PKCE codes', async () => {
    expect(await call('/token?grant_type=magic', { method: 'POST', body: '{}' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_credentials', message: 'unsupported_grant_type' },
    });
    expect(await call('/token?grant_type=id_token', { method: 'POST', body: '{}' })).toMatchObject({
      status: 400,
      body: { code: 'provider_disabled' },
    });
    const code = await anonClient().auth.exchangeCodeForSession('no-such-code');
    expect(code.error).toBeTruthy(); // the client itself requires a stored verifier first
    expect(
      await call('/token?grant_type=pkce', {
        method: 'POST',
        body: JSON.stringify({ auth_code: crypto.randomUUID(), code_verifier: 'v'.repeat(43) }),
      }),
    ).toEqual({
      status: 404,
      version: '2024-01-01',
      body: { code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' },
    });
  });

  test('bodies over 1 MB are refused with 413', async () => {
    const big = JSON.stringify({ email: 'big@example.test', password: 'x'.repeat(1024 * 1024 + 10) });
    const res = await call('/signup', { method: 'POST', body: big });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('request_too_large');
  });

  test('the gateway requires a known API key, except for links and the JWKS', async () => {
    const none = await fetch(`${stackEnv.url}/auth/v1/settings`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'No API key found in request' });
    const wrong = await fetch(`${stackEnv.url}/auth/v1/settings`, { headers: { apikey: 'sb_publishable_nope' } });
    expect(await wrong.json()).toEqual({ message: 'Invalid API key' });
    const link = await fetch(`${stackEnv.url}/auth/v1/verify?token=abc&type=signup`, { redirect: 'manual' });
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/?#error=access_denied&error_code=otp_expired/);
  });

  test('unsupported features, unknown paths and methods answer clear errors', async () => {
    expect(await call('/admin/audit')).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: 'The audit log (/admin/audit) is not supported by the local stack' },
    });
    expect(await call('/nope')).toMatchObject({ status: 404, body: { code: 'not_found', message: 'Not found: /auth/v1/nope' } });
    expect(await call('/signup')).toMatchObject({ status: 405, body: { code: 'method_not_allowed' } });
    const phone = await anonClient().auth.signInWithOtp({ phone: '+5511999999999' });
    expect(phone.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
  });

  test('settings and health describe this instance; the server is still up', async () => {
    const settings = await call('/settings');
    expect(settings.body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      external: { email: true, phone: false, anonymous_users: false, google: false },
    });
    expect(await call('/health')).toMatchObject({ status: 200, body: { name: 'GoTrue' } });
    expect((await anonClient().auth.signInWithPassword({ email: 'nobody@example.test', password: 'whatever' })).error?.code).toBe(
      'invalid_credentials',
    );
  });
});
