import crypto from 'node:crypto';
import { signHs256 } from '../keys';
import { anonClient, signedInUser, stackEnv } from '../testing/clients';
import { authFetch, decodeJwt, mintAccessToken, recordingClient, PASSWORD } from '../testing/auth';

const GOTRUE_CLAIMS = [
  'iss',
  'sub',
  'aud',
  'exp',
  'iat',
  'email',
  'phone',
  'app_metadata',
  'user_metadata',
  'role',
  'aal',
  'amr',
  'session_id',
  'is_anonymous',
];

describe('access tokens', () => {
  test('carry exactly GoTrue claims, ES256 with the JWKS kid, and expires_at equals exp', async () => {
    const { session, user, email } = await signedInUser({ display_name: 'Caio' }, 'claims');
    const [head] = session.access_token.split('.');
    const header = JSON.parse(Buffer.from(head, 'base64url').toString());
    const jwks = await (await authFetch('/.well-known/jwks.json')).json();
    expect(header).toEqual({ alg: 'ES256', kid: jwks.keys[0].kid, typ: 'JWT' });
    const claims = decodeJwt(session.access_token);
    // Every GoTrue claim is there (the project's own access token hook may add more: see
    // confirmations-hook.stack.test.ts for the exact set around a known hook).
    expect(Object.keys(claims)).toEqual(expect.arrayContaining(GOTRUE_CLAIMS));
    expect(claims).toMatchObject({
      iss: `${stackEnv.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { display_name: 'Caio' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_anonymous: false,
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(5);
    expect(Math.abs(claims.amr[0].timestamp - claims.iat)).toBeLessThanOrEqual(1);
  });

  test('the JWKS publishes only the ES256 public key, cacheable for 10 minutes, without an API key', async () => {
    const res = await fetch(`${stackEnv.url}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const body = await res.json();
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.any(String),
      y: expect.any(String),
      kid: expect.any(String),
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
      ext: true,
    });
    expect(JSON.stringify(body)).not.toContain(stackEnv.jwtSecret);
  });

  test('getClaims() verifies locally through the JWKS: no /user request', async () => {
    const { client, requests } = recordingClient();
    const { data: signIn } = await client.auth.signUp({ email: `claims-${Date.now()}@example.test`, password: PASSWORD });
    requests.length = 0;
    const first = await client.auth.getClaims();
    const second = await client.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data!.claims.sub).toBe(signIn.user!.id);
    expect(second.data!.claims.session_id).toBe(first.data!.claims.session_id);
    expect(requests.filter((r) => r.endsWith('/auth/v1/user'))).toEqual([]);
    expect(requests.every((r) => r === 'GET /auth/v1/.well-known/jwks.json')).toBe(true);

    // A token whose payload was altered fails the local signature check.
    const [h, p, s] = signIn.session!.access_token.split('.');
    const forged = JSON.parse(Buffer.from(p, 'base64url').toString());
    forged.role = 'service_role';
    const tampered = await client.auth.getClaims(`${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${s}`);
    expect(tampered.error?.message).toBe('Invalid JWT signature');
  });

  test('GET /user rejects expired, forged and key-only bearers with GoTrue codes', async () => {
    const { user, session } = await signedInUser({}, 'badjwt');
    const now = Math.floor(Date.now() / 1000);
    const claims = decodeJwt(session.access_token);
    const cases: [string, number, string, string][] = [
      [
        mintAccessToken({ ...claims, iat: now - 7200, exp: now - 3600 }),
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      ],
      [
        signHs256({ ...claims, exp: now - 10 }, stackEnv.jwtSecret),
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      ],
      [
        signHs256({ ...claims }, 'some-other-secret-that-is-long-enough!!'),
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, invalid JWT: unable to verify signature',
      ],
      ['not-a-jwt', 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, Expected 3 parts in JWT; got 1'],
      [stackEnv.publishableKey, 403, 'bad_jwt', 'invalid claim: missing sub claim'],
      [mintAccessToken({ ...claims, sub: crypto.randomUUID() }), 403, 'user_not_found', 'User from sub claim in JWT does not exist'],
      [
        mintAccessToken({ ...claims, session_id: crypto.randomUUID() }),
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      ],
    ];
    for (const [token, status, code, message] of cases) {
      const res = await authFetch('/user', { headers: { authorization: `Bearer ${token}` } });
      expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { code, message } });
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    }
    const none = await fetch(`${stackEnv.url}/auth/v1/user`, { headers: { apikey: stackEnv.publishableKey } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });

    // A legacy HS256 user token (no session) signed with the project secret is accepted.
    const legacy = signHs256({ sub: user.id, role: 'authenticated', aud: 'authenticated', exp: now + 60 }, stackEnv.jwtSecret);
    const ok = await anonClient().auth.getUser(legacy);
    expect(ok.error).toBeNull();
    expect(ok.data.user!.id).toBe(user.id);
  });

  test('a session whose access token expired is refreshed before getClaims/getUser answer', async () => {
    const { session } = await signedInUser({}, 'expired');
    const now = Math.floor(Date.now() / 1000);
    const expired = mintAccessToken({ ...decodeJwt(session.access_token), iat: now - 4000, exp: now - 400 });
    const { client, requests } = recordingClient();
    const set = await client.auth.setSession({ access_token: expired, refresh_token: session.refresh_token });
    expect(set.error).toBeNull();
    expect(requests).toContain('POST /auth/v1/token');
    expect(set.data.session!.refresh_token).not.toBe(session.refresh_token);
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data!.claims.exp).toBeGreaterThan(now + 3000);
    expect(claims.data!.claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });
});
