// [auth] signing_keys_path: the Supabase CLI's JSON array of JWKs (what `supabase gen signing-key`
// writes). The first key signs access tokens, every key verifies them, and the public halves are
// published at /auth/v1/.well-known/jwks.json. The file holds private keys: it is git-ignored and,
// when missing, made here (an ES256 key, as `supabase gen signing-key --algorithm ES256` makes it).
//
// Upgrade: data folders made before this setting kept their ES256 key in <data folder>/keys.json.
// When the configured file does not exist yet, that key becomes its first entry (same kid), so
// sessions signed before the upgrade stay valid.
import crypto, { type JsonWebKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SigningKey } from './types';

type Jwk = JsonWebKey & { kid?: string; alg?: string; use?: string; key_ops?: string[]; ext?: boolean };

/** A new private JWK in the CLI's shape (kid, use, key_ops, alg, ext and the key's own fields). */
export function generateSigningJwk(alg: 'ES256' | 'RS256'): Jwk {
  const { privateKey } =
    alg === 'ES256'
      ? crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
      : crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid: crypto.randomUUID(), use: 'sig', key_ops: ['sign', 'verify'], alg, ext: true, ...privateKey.export({ format: 'jwk' }) };
}

/** The key pair an earlier stack kept in <data folder>/keys.json, as a CLI-shaped JWK. */
function legacyJwk(dataDir: string): Jwk | null {
  const file = path.join(dataDir, 'keys.json');
  if (!fs.existsSync(file)) return null;
  const old = JSON.parse(fs.readFileSync(file, 'utf8')) as { kid: string; privateJwk: JsonWebKey };
  return { kid: old.kid, use: 'sig', key_ops: ['sign', 'verify'], alg: 'ES256', ext: true, ...old.privateJwk };
}

/** Writes the file once (another stack starting at the same moment may win the race; its file is kept). */
function createFile(file: string, keys: Jwk[]) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
}

function algOf(jwk: Jwk, where: string): 'ES256' | 'RS256' {
  const alg = jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : jwk.kty === 'RSA' ? 'RS256' : undefined);
  if (alg === 'ES256' && jwk.kty === 'EC' && jwk.crv === 'P-256') return alg;
  if (alg === 'RS256' && jwk.kty === 'RSA') return alg;
  throw new Error(`${where}: unsupported key (kty ${String(jwk.kty)}, alg ${String(jwk.alg)}); use ES256 (EC P-256) or RS256 (RSA)`);
}

function toSigningKey(jwk: Jwk, where: string): SigningKey {
  const alg = algOf(jwk, where);
  if (typeof jwk.kid !== 'string' || !jwk.kid) throw new Error(`${where}: the key has no kid`);
  const publicJwk: JsonWebKey =
    jwk.kty === 'EC' ? { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } : { kty: jwk.kty, n: jwk.n, e: jwk.e };
  return {
    kid: jwk.kid,
    alg,
    publicJwk,
    publicKey: crypto.createPublicKey({ key: publicJwk, format: 'jwk' }),
    privateKey: jwk.d ? crypto.createPrivateKey({ key: jwk, format: 'jwk' }) : null,
  };
}

/**
 * The keys of the configured file, made first when missing. Returns the parsed keys and the first
 * key's private part (it keys the one-time-code hashes).
 */
export function loadSigningKeys(file: string, dataDir: string): { keys: SigningKey[]; secret: string } {
  if (!fs.existsSync(file)) createFile(file, [legacyJwk(dataDir) ?? generateSigningJwk('ES256')]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`failed to decode signing keys ${file}: ${(e as Error).message}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new Error(`signing keys ${file}: expected a non-empty JSON array of JWKs`);
  const jwks = parsed as Jwk[];
  const keys = jwks.map((jwk, i) => toSigningKey(jwk, `signing key ${i + 1} of ${file}`));
  if (!keys[0].privateKey) throw new Error(`signing key 1 of ${file}: the first key signs and needs its private part (d)`);
  return { keys, secret: String(jwks[0].d) };
}

/** The JWKS of the public halves; [] when tokens are HS256 (GoTrue never publishes the secret). */
export function publicJwks(keys: SigningKey[]) {
  return {
    keys: keys.map((k) => ({ ...k.publicJwk, kid: k.kid, alg: k.alg, use: 'sig', key_ops: ['verify'], ext: true })),
  };
}
