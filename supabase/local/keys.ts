// API keys and signing keys of the local stack.
//
// Derivation (documented in the README):
// - the legacy HS256 JWT secret is the Supabase CLI's well-known local secret, so the legacy
//   anon and service_role keys are the same JWTs `supabase start` prints;
// - the opaque keys are `sb_publishable_` / `sb_secret_` followed by the first 32 base64url
//   characters of SHA-256("publishable:" + secret) / SHA-256("secret:" + secret);
// - access tokens are signed with an ES256 key pair generated once and kept in the data folder
//   (keys.json), published at /auth/v1/.well-known/jwks.json.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SigningKey, StackKeys } from './types';

export type { SigningKey, StackKeys } from './types';

export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export function signHs256(payload: object, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

function derive(prefix: string, label: string, secret: string) {
  const digest = crypto.createHash('sha256').update(`${label}:${secret}`).digest('base64url');
  return `${prefix}${digest.slice(0, 32)}`;
}

function legacyKey(role: 'anon' | 'service_role', secret: string) {
  // Same payload as the Supabase CLI's demo keys (iat 1641769200, exp 1983812996).
  return signHs256({ iss: 'supabase-demo', role, exp: 1983812996 }, secret);
}

function loadSigningKey(dataDir: string): SigningKey {
  const file = path.join(dataDir, 'keys.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as SigningKey;
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const key: SigningKey = {
    kid: crypto.randomUUID(),
    privateJwk: privateKey.export({ format: 'jwk' }),
    publicJwk: publicKey.export({ format: 'jwk' }),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(key, null, 2), { mode: 0o600 });
  return key;
}

export function loadKeys(dataDir: string): StackKeys {
  const jwtSecret = process.env.SUPABASE_LOCAL_JWT_SECRET ?? LOCAL_JWT_SECRET;
  const signing = loadSigningKey(dataDir);
  return {
    jwtSecret,
    anonKey: legacyKey('anon', jwtSecret),
    serviceRoleKey: legacyKey('service_role', jwtSecret),
    publishableKey: derive('sb_publishable_', 'publishable', jwtSecret),
    secretKey: derive('sb_secret_', 'secret', jwtSecret),
    signing,
    privateKey: crypto.createPrivateKey({ key: signing.privateJwk, format: 'jwk' }),
    publicKey: crypto.createPublicKey({ key: signing.publicJwk, format: 'jwk' }),
  };
}

export function jwks(keys: StackKeys) {
  const { kty, crv, x, y } = keys.signing.publicJwk;
  return {
    keys: [{ kty, crv, x, y, kid: keys.signing.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true }],
  };
}
