// JWT signing and verification for the local stack: ES256 for access tokens we issue,
// HS256 with the shared secret for legacy API keys and hand-made test tokens.
import crypto from 'node:crypto';
import type { StackKeys } from './keys';

export type Claims = Record<string, any> & { role?: string; sub?: string; exp?: number };

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url');

export function signAccessToken(keys: StackKeys, claims: Claims): string {
  const head = b64url(JSON.stringify({ alg: 'ES256', kid: keys.signing.kid, typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = crypto.sign('sha256', Buffer.from(`${head}.${body}`), {
    key: keys.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${head}.${body}.${b64url(sig)}`;
}

// Verified tokens are cached until they expire: every Data API request carries one.
const cache = new Map<string, Claims>();
const CACHE_MAX = 5000;
// Clock skew allowed for nbf and iat, as PostgREST allows.
const SKEW_SECONDS = 30;
const TIME_CLAIMS = ['exp', 'nbf', 'iat'] as const;

export function verifyJwt(keys: StackKeys, token: string, now = Date.now() / 1000): Claims {
  let claims = cache.get(token);
  if (!claims) {
    claims = verifySignature(keys, token);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(token, claims);
  }
  if (typeof claims.exp === 'number' && claims.exp <= now) throw new JwtError('JWT expired', true);
  if (typeof claims.nbf === 'number' && claims.nbf > now + SKEW_SECONDS) throw new JwtError('JWT not yet valid');
  if (typeof claims.iat === 'number' && claims.iat > now + SKEW_SECONDS) throw new JwtError('JWT issued at future');
  return claims;
}

function verifySignature(keys: StackKeys, token: string): Claims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('Expected 3 parts in JWT; got ' + parts.length);
  let header: any;
  let claims: any;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('invalid JWT: unable to parse');
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) throw new JwtError('invalid JWT: claims');
  const data = Buffer.from(`${parts[0]}.${parts[1]}`);
  const sig = Buffer.from(parts[2], 'base64url');
  let ok = false;
  if (header.alg === 'ES256') {
    if (header.kid && header.kid !== keys.signing.kid) throw new JwtError('invalid JWT: unknown key id');
    ok = crypto.verify('sha256', data, { key: keys.publicKey, dsaEncoding: 'ieee-p1363' }, sig);
  } else if (header.alg === 'HS256') {
    const expected = crypto.createHmac('sha256', keys.jwtSecret).update(data).digest();
    ok = expected.length === sig.length && crypto.timingSafeEqual(expected, sig);
  } else {
    throw new JwtError(`invalid JWT: unsupported algorithm ${String(header.alg)}`);
  }
  if (!ok) throw new JwtError('invalid JWT: unable to verify signature');
  // A time claim that is not a number would otherwise never expire (RFC 7519 NumericDate).
  for (const name of TIME_CLAIMS) {
    const v = claims[name];
    if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v))) {
      throw new JwtError(`invalid JWT: claims: the '${name}' claim must be a number`);
    }
  }
  return claims as Claims;
}
