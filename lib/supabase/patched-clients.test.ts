// The two patches on the Supabase clients (patches/@supabase+auth-js…, patches/@supabase+ssr…,
// docs/architecture/quality.md "Server work per request"): getClaims() imports each signing key
// once instead of on every call, and the session cookie is decoded natively with the original
// decoder as the fallback. Both must behave exactly as before.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import fc from 'fast-check';
import { stringFromBase64URL, stringFromBase64URLByChar } from '@supabase/ssr';
import { AuthClient } from '@supabase/supabase-js';

const URL = 'http://auth.test/auth/v1';
const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function signingKey(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] } };
}

function token(privateKey: KeyObject, kid: string, sub: string) {
  const head = b64url(JSON.stringify({ alg: 'ES256', kid, typ: 'JWT' }));
  const body = b64url(JSON.stringify({ sub, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }));
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${head}.${body}.${b64url(signature)}`;
}

describe('getClaims (patched @supabase/auth-js)', () => {
  const first = signingKey('key-1');
  const second = signingKey('key-2');
  let published = [first.jwk];
  let jwksRequests = 0;
  const fetchStub: typeof fetch = async (input) => {
    if (!String(input).endsWith('/.well-known/jwks.json')) return new Response('{}', { status: 404 });
    jwksRequests += 1;
    return Response.json({ keys: published });
  };
  // A storage key of its own: auth-js keeps fetched key sets per storage key, across clients.
  const client = new AuthClient({
    url: URL,
    fetch: fetchStub,
    persistSession: false,
    autoRefreshToken: false,
    storageKey: `patch-${Date.now()}`,
  });
  const importKey = jest.spyOn(globalThis.crypto.subtle, 'importKey');
  afterAll(() => importKey.mockRestore());

  test('verifies every call, but imports a signing key only once', async () => {
    expect((await client.getClaims(token(first.privateKey, 'key-1', 'a'))).data?.claims.sub).toBe('a');
    const concurrent = await Promise.all(
      ['b', 'c', 'd'].map(async (sub) => (await client.getClaims(token(first.privateKey, 'key-1', sub))).data?.claims.sub),
    );
    expect(concurrent).toEqual(['b', 'c', 'd']);
    expect((await client.getClaims(token(first.privateKey, 'key-1', 'e'))).data?.claims.sub).toBe('e');
    expect(jwksRequests).toBe(1);
    expect(importKey).toHaveBeenCalledTimes(1);
  });

  test('a cached key still rejects a forged signature or a token signed by another key', async () => {
    const genuine = token(first.privateKey, 'key-1', 'ana');
    const forged = `${genuine.split('.').slice(0, 2).join('.')}.${b64url(Buffer.alloc(64, 7))}`;
    const { data, error } = await client.getClaims(forged);
    expect(data).toBeNull();
    expect(error?.message).toBe('Invalid JWT signature');
    const impostor = await client.getClaims(token(second.privateKey, 'key-1', 'ana'));
    expect(impostor.error?.message).toBe('Invalid JWT signature');
  });

  test('a rotated key (a new key set) is imported and verified afresh', async () => {
    published = [first.jwk, second.jwk];
    const before = importKey.mock.calls.length;
    const { data, error } = await client.getClaims(token(second.privateKey, 'key-2', 'bia'));
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe('bia');
    expect(jwksRequests).toBe(2);
    expect(importKey.mock.calls.length).toBe(before + 1);
  });
});

/** The outcome of a decoder: its text, or the message it threw. */
const outcome = (decode: (s: string) => string, input: string) => {
  try {
    return { text: decode(input) };
  } catch (error) {
    return { error: (error as Error).message };
  }
};

describe('stringFromBase64URL (patched @supabase/ssr)', () => {
  test('decodes what Buffer encodes, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const valid = text.toWellFormed();
        expect(stringFromBase64URL(b64url(valid))).toBe(valid);
      }),
      { numRuns: 500 },
    );
  });

  test('gives the result or the error of the original decoder for any bytes (invalid UTF-8 among them)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.constantFrom('', '=', '==', ' ', '\n'), (bytes, tail) => {
        const input = b64url(Buffer.from(bytes)) + tail;
        expect(outcome(stringFromBase64URL, input)).toEqual(outcome(stringFromBase64URLByChar, input));
      }),
      { numRuns: 1000 },
    );
  });

  test('gives the result or the error of the original decoder for any string', () => {
    const alphabet = fc.constantFrom(...'AZaz09-_+/=. \t\n\r*é😀'.split(''), ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), (chars) => {
        const input = chars.join('');
        expect(outcome(stringFromBase64URL, input)).toEqual(outcome(stringFromBase64URLByChar, input));
      }),
      { numRuns: 2000 },
    );
  });

  test.each([
    ['a byte order mark stays', b64url(Buffer.from([0xef, 0xbb, 0xbf, 0x41]))],
    ['an overlong encoding (the original accepts it)', b64url(Buffer.from([0xc0, 0x80]))],
    ['an encoded surrogate (the original accepts it)', b64url(Buffer.from([0xed, 0xa0, 0x80]))],
    ['a cut sequence', b64url(Buffer.from([0xe2, 0x82]))],
    ['one stray character', 'QUJD' + 'R'],
    ['whitespace and padding inside', 'QU JD\nRA=='],
  ])('%s: as the original decoder', (_name, input) => {
    expect(outcome(stringFromBase64URL, input)).toEqual(outcome(stringFromBase64URLByChar, input));
  });
});
