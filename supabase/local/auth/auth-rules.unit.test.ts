import type { StackConfig } from '../config';
import { parseGoDuration } from './duration';
import { claimProblems, parseHookUri } from './hook';
import { isAllowedRedirect, resolveRedirect } from './redirect';
import { mergeMeta, userJson, type UserRow } from './users';

describe('parseGoDuration (ban_duration)', () => {
  test.each([
    ['24h', 86_400_000],
    ['1h30m', 5_400_000],
    ['90s', 90_000],
    ['1.5h', 5_400_000],
    ['250ms', 250],
    ['-2m', -120_000],
    ['0', 0],
    ['876000h', 876000 * 3_600_000],
    ['1h1m1s', 3_661_000],
  ])('%s', (text, ms) => expect(parseGoDuration(text)).toBe(ms));
  test.each(['', 'forever', '10', 'h', '1d', '1 h', '1h ', 'none'])('rejects %j', (text) => expect(parseGoDuration(text)).toBeNull());
});

describe('redirect targets', () => {
  const config = { siteUrl: 'http://localhost:3000', additionalRedirectUrls: ['http://127.0.0.1:3000/**', 'myapp://*'] } as StackConfig;
  test('the site host and the globs are accepted', () => {
    expect(isAllowedRedirect(config, 'http://localhost:3000/auth/callback?next=/x')).toBe(true);
    expect(isAllowedRedirect(config, 'http://localhost:4000/other-port')).toBe(true);
    expect(isAllowedRedirect(config, 'http://127.0.0.1:3000/deep/path')).toBe(true);
    expect(isAllowedRedirect(config, 'myapp://callback')).toBe(true);
  });
  test('anything else falls back to site_url', () => {
    expect(isAllowedRedirect(config, 'https://evil.example/')).toBe(false);
    expect(isAllowedRedirect(config, 'http://localhost.evil.example/')).toBe(false);
    expect(isAllowedRedirect(config, 'myapp://a/b')).toBe(false);
    expect(isAllowedRedirect(config, 'javascript:alert(1)')).toBe(false);
    expect(resolveRedirect(config, '/relative')).toBe('http://localhost:3000');
    expect(resolveRedirect(config, null)).toBe('http://localhost:3000');
  });
});

describe('custom access token hook', () => {
  test('URIs name a schema and a function with plain identifiers', () => {
    expect(parseHookUri('pg-functions://postgres/public/custom_access_token_hook')).toEqual({
      schema: 'public',
      fn: 'custom_access_token_hook',
    });
    expect(parseHookUri('pg-functions://postgres/public/x;drop')).toBeNull();
    expect(parseHookUri('pg-functions://postgres/"public"/x')).toBeNull();
    expect(parseHookUri('https://example.com/hook')).toBeNull();
  });
  test('output claims must keep the required claims with their types', () => {
    const ok = {
      aud: 'authenticated',
      exp: 2,
      iat: 1,
      sub: 's',
      email: '',
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      session_id: 'x',
      is_anonymous: false,
      amr: [{ method: 'password' }],
      extra: { any: 1 },
    };
    expect(claimProblems(ok)).toEqual([]);
    const { sub: _sub, ...noSub } = ok;
    expect(claimProblems(noSub)).toEqual(['sub is required']);
    expect(claimProblems({ ...ok, exp: '2', app_metadata: [] })).toEqual(['exp has the wrong type', 'app_metadata has the wrong type']);
  });
});

describe('users', () => {
  test('metadata updates merge keys and null removes one', () => {
    expect(mergeMeta({ a: 1, b: 2 }, { b: null, c: { d: null } })).toEqual({ a: 1, c: { d: null } });
    expect(mergeMeta(null, { a: 1 })).toEqual({ a: 1 });
  });
  test('user JSON omits null timestamps and empty e-mail changes', () => {
    const created = new Date('2024-01-01T00:00:00.000Z');
    const row = {
      id: 'u',
      aud: 'authenticated',
      role: 'authenticated',
      email: null,
      phone: null,
      email_confirmed_at: null,
      invited_at: null,
      confirmation_sent_at: null,
      recovery_sent_at: null,
      email_change: '',
      email_change_sent_at: created,
      last_sign_in_at: null,
      raw_app_meta_data: null,
      raw_user_meta_data: { a: 1 },
      created_at: created,
      updated_at: created,
      phone_confirmed_at: null,
      confirmed_at: null,
      banned_until: null,
      deleted_at: null,
      is_anonymous: true,
    } as unknown as UserRow;
    expect(userJson(row, [])).toEqual({
      id: 'u',
      aud: 'authenticated',
      role: 'authenticated',
      email: '',
      phone: '',
      app_metadata: {},
      user_metadata: { a: 1 },
      identities: [],
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
      is_anonymous: true,
    });
  });
});
