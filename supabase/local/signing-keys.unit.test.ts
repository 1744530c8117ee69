import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyJwt, signAccessToken } from './jwt';
import { jwks, loadKeys, signHs256 } from './keys';
import { generateSigningJwk } from './signing-keys';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signing-keys-unit-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const header = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));

describe('signing keys', () => {
  test('a missing file is made once with an ES256 key in the CLI shape, private to its owner', () => {
    const file = path.join(dir, 'supabase', 'signing_keys.json');
    const keys = loadKeys({ dataDir: path.join(dir, 'data'), signingKeysPath: file });
    const [jwk] = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(jwk).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      key_ops: ['sign', 'verify'],
      ext: true,
      kid: keys.signingKeys[0].kid,
    });
    expect(typeof jwk.d).toBe('string');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadKeys({ dataDir: dir, signingKeysPath: file }).signingKeys[0].kid).toBe(jwk.kid);
  });

  test('upgrade: the key an earlier stack kept in <data folder>/keys.json becomes the file, same kid', () => {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const old = {
      kid: crypto.randomUUID(),
      privateJwk: privateKey.export({ format: 'jwk' }),
      publicJwk: publicKey.export({ format: 'jwk' }),
    };
    fs.writeFileSync(path.join(dir, 'keys.json'), JSON.stringify(old));
    const keys = loadKeys({ dataDir: dir, signingKeysPath: path.join(dir, 'signing_keys.json') });
    expect(keys.signingKeys[0].kid).toBe(old.kid);
    expect(jwks(keys).keys[0]).toMatchObject({ kid: old.kid, x: old.publicJwk.x, y: old.publicJwk.y });
  });

  test('RS256 first key signs; every key verifies by kid; HS256 always verifies; unknown kids fail', () => {
    const file = path.join(dir, 'keys.json');
    const [rs, es] = [generateSigningJwk('RS256'), generateSigningJwk('ES256')];
    fs.writeFileSync(file, JSON.stringify([rs, es]));
    const keys = loadKeys({ dataDir: dir, signingKeysPath: file });
    const token = signAccessToken(keys, { sub: 'u', exp: Date.now() / 1000 + 60 });
    expect(header(token)).toEqual({ alg: 'RS256', kid: rs.kid, typ: 'JWT' });
    expect(verifyJwt(keys, token).sub).toBe('u');
    const esOnly = loadKeys({ dataDir: dir, signingKeysPath: writeKeys([es]) });
    const esToken = signAccessToken(esOnly, { sub: 'e' });
    expect(verifyJwt(keys, esToken).sub).toBe('e');
    expect(verifyJwt(keys, signHs256({ sub: 'h' }, keys.jwtSecret)).sub).toBe('h');
    const stranger = loadKeys({ dataDir: dir, signingKeysPath: writeKeys([generateSigningJwk('ES256')]) });
    expect(() => verifyJwt(keys, signAccessToken(stranger, { sub: 's' }))).toThrow('unknown key id');
  });

  test('no path configured: HS256 tokens with the legacy secret and an empty JWKS', () => {
    const keys = loadKeys({ dataDir: dir, signingKeysPath: null });
    const token = signAccessToken(keys, { sub: 'u' });
    expect(header(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyJwt(keys, token).sub).toBe('u');
    expect(jwks(keys)).toEqual({ keys: [] });
  });

  test('an unusable file is a clear error', () => {
    expect(() => loadKeys({ dataDir: dir, signingKeysPath: writeKeys([{ kty: 'oct', k: 'abc', kid: 'x' }]) })).toThrow(/unsupported key/);
    expect(() => loadKeys({ dataDir: dir, signingKeysPath: writeKeys([]) })).toThrow(/non-empty JSON array/);
  });
});

function writeKeys(keys: unknown[]): string {
  const file = path.join(dir, `${crypto.randomUUID()}.json`);
  fs.writeFileSync(file, JSON.stringify(keys));
  return file;
}
