import {
  decodeStoredValue,
  droppedAuthCookieNames,
  isUsableStoredSession,
  unusableAuthCookieNames,
  withoutUnusableAuthCookies,
} from './auth-cookies';

const KEY = 'sb-127-auth-token';
const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';
const session = {
  access_token: JWT,
  refresh_token: 'abc123',
  expires_at: 1_900_000_000,
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: 'x', user_metadata: { full_name: 'Ana � Souza' } },
};
const b64 = (value: unknown) => `base64-${Buffer.from(JSON.stringify(value)).toString('base64url')}`;

describe('isUsableStoredSession', () => {
  it('accepts what @supabase/ssr stores', () => {
    expect(isUsableStoredSession(session)).toBe(true);
    expect(isUsableStoredSession({ access_token: JWT, refresh_token: 'r', expires_at: 1 })).toBe(true);
  });

  it.each([
    ['no object', 'x'],
    ['null', null],
    ['an array', [session]],
    ['an object as access token', { ...session, access_token: {} }],
    ['a number as access token', { ...session, access_token: 42 }],
    ['a token that is no JWT', { ...session, access_token: 'not-a-jwt' }],
    ['no refresh token', { ...session, refresh_token: undefined }],
    ['an object as refresh token', { ...session, refresh_token: {} }],
    ['a string as expires_at', { ...session, expires_at: '1900000000' }],
    ['no expires_at', { access_token: JWT, refresh_token: 'r' }],
    ['a string as user', { ...session, user: 'x' }],
  ])('refuses %s', (_label, value) => {
    expect(isUsableStoredSession(value)).toBe(false);
  });
});

describe('decodeStoredValue', () => {
  it('decodes base64url and keeps raw JSON', () => {
    expect(decodeStoredValue(b64({ a: 'ç' }))).toBe('{"a":"ç"}');
    expect(decodeStoredValue('{"a":1}')).toBe('{"a":1}');
  });
  it('answers null for bytes that are not base64url or not UTF-8', () => {
    expect(decodeStoredValue('base64-{"access_token":{}}')).toBeNull();
    expect(decodeStoredValue('base64-%%%')).toBeNull();
    expect(decodeStoredValue(`base64-${Buffer.from([0xff, 0xfe, 0x00]).toString('base64url')}`)).toBeNull();
  });
});

describe('unusableAuthCookieNames', () => {
  it('keeps a good session, chunked or not, and other cookies', () => {
    const value = b64(session);
    expect(
      unusableAuthCookieNames([
        { name: KEY, value },
        { name: 'theme', value: '{' },
      ]),
    ).toEqual([]);
    const half = Math.ceil(value.length / 2);
    expect(
      unusableAuthCookieNames([
        { name: `${KEY}.0`, value: value.slice(0, half) },
        { name: `${KEY}.1`, value: value.slice(half) },
      ]),
    ).toEqual([]);
    expect(unusableAuthCookieNames([{ name: `${KEY}-code-verifier`, value: 'base64-{' }])).toEqual([]);
  });

  it.each([
    ['the issue’s crafted cookie', 'base64-{"access_token":{}}'],
    ['wrong JSON types, base64', b64({ access_token: {}, refresh_token: 1, expires_at: 9_999_999_999 })],
    ['wrong JSON types, raw', JSON.stringify({ access_token: ['a'], refresh_token: 'r', expires_at: 9_999_999_999 })],
    ['junk that is not base64', 'base64-***'],
    ['plain junk', 'hello'],
    ['JSON that is not an object', b64('session')],
    ['an empty value', ''],
  ])('drops %s', (_label, value) => {
    expect(
      unusableAuthCookieNames([
        { name: KEY, value },
        { name: 'other', value: 'x' },
      ]),
    ).toEqual([KEY]);
  });

  it('drops every chunk of a session whose chunks do not join into one', () => {
    const value = b64(session);
    const names = unusableAuthCookieNames([
      { name: `${KEY}.0`, value: value.slice(0, 20) },
      { name: `${KEY}.1`, value: 'garbage!' },
    ]);
    expect(names.sort()).toEqual([`${KEY}.0`, `${KEY}.1`]);
  });

  it('withoutUnusableAuthCookies filters them out', () => {
    const cookies = [
      { name: KEY, value: 'base64-{"access_token":{}}' },
      { name: 'theme', value: 'dark' },
    ];
    expect(withoutUnusableAuthCookies(cookies)).toEqual([{ name: 'theme', value: 'dark' }]);
  });
});

describe('droppedAuthCookieNames', () => {
  it('finds auth cookies of the raw header that the parser left out', () => {
    const header = `theme=dark; ${KEY}=base64-%%%***; ${KEY}.1=x; other=%%`;
    expect(
      droppedAuthCookieNames(header, [
        { name: 'theme', value: 'dark' },
        { name: `${KEY}.1`, value: 'x' },
      ]),
    ).toEqual([KEY]);
    expect(droppedAuthCookieNames(null, [])).toEqual([]);
    expect(droppedAuthCookieNames('a=1', [{ name: 'a', value: '1' }])).toEqual([]);
  });
});
