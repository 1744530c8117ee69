// API keys and signing keys of the local stack.
//
// Derivation (documented in the README):
// - the legacy HS256 JWT secret is the Supabase CLI's well-known local secret, so the legacy
//   anon and service_role keys are the same JWTs `supabase start` prints;
// - the opaque keys are `sb_publishable_` / `sb_secret_` followed by the first 32 base64url
//   characters of SHA-256("publishable:" + secret) / SHA-256("secret:" + secret);
// - access tokens are signed with the first key of [auth] signing_keys_path (signing-keys.ts),
//   whose public halves are published at /auth/v1/.well-known/jwks.json; without that setting
//   they are HS256 with the legacy secret, as the Supabase CLI signs them.
import crypto from 'node:crypto';
import { loadSigningKeys, publicJwks } from './signing-keys';
import type { StackConfig, StackKeys } from './types';

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

/**
 * The stack's keys: derived (the legacy JWT secret and the API keys) and the signing keys of
 * [auth] signing_keys_path (signing-keys.ts); with no path configured, access tokens are HS256.
 */
export function loadKeys(config: Pick<StackConfig, 'dataDir' | 'signingKeysPath'>): StackKeys {
  const jwtSecret = process.env.SUPABASE_LOCAL_JWT_SECRET ?? LOCAL_JWT_SECRET;
  const signing = config.signingKeysPath ? loadSigningKeys(config.signingKeysPath, config.dataDir) : null;
  return {
    jwtSecret,
    anonKey: legacyKey('anon', jwtSecret),
    serviceRoleKey: legacyKey('service_role', jwtSecret),
    publishableKey: derive('sb_publishable_', 'publishable', jwtSecret),
    secretKey: derive('sb_secret_', 'secret', jwtSecret),
    signingKeys: signing?.keys ?? [],
    otpSecret: signing?.secret ?? jwtSecret,
  };
}

export function jwks(keys: StackKeys) {
  return publicJwks(keys.signingKeys);
}
