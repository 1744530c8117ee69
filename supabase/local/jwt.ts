// JWT signing and verification for the local stack: access tokens are signed with the first
// configured signing key (ES256 or RS256), or HS256 with the legacy secret when none is
// configured; every configured key verifies (by kid), and HS256 always does (legacy API keys).
import crypto from 'node:crypto';
import { signHs256, type StackKeys } from './keys';

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
  const key = keys.signingKeys[0];
  if (!key?.privateKey) return signHs256(claims, keys.jwtSecret);
  const head = b64url(JSON.stringify({ alg: key.alg, kid: key.kid, typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const data = Buffer.from(`${head}.${body}`);
  const sig =
    key.alg === 'ES256'
      ? crypto.sign('sha256', data, { key: key.privateKey, dsaEncoding: 'ieee-p1363' })
      : crypto.sign('sha256', data, key.privateKey);
  return `${head}.${body}.${b64url(sig)}`;
}

/** The configured key a token names (by kid; without one, any key of its algorithm). */
function verifyAsymmetric(keys: StackKeys, header: { alg: string; kid?: unknown }, data: Buffer, sig: Buffer): boolean {
  const candidates = keys.signingKeys.filter((k) => k.alg === header.alg && (header.kid === undefined || k.kid === header.kid));
  if (!candidates.length)
    throw new JwtError(header.kid === undefined ? 'invalid JWT: no key for its algorithm' : 'invalid JWT: unknown key id');
  return candidates.some((k) =>
    k.alg === 'ES256'
      ? crypto.verify('sha256', data, { key: k.publicKey, dsaEncoding: 'ieee-p1363' }, sig)
      : crypto.verify('sha256', data, k.publicKey, sig),
  );
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
  if (header.alg === 'ES256' || header.alg === 'RS256') {
    ok = verifyAsymmetric(keys, header, data, sig);
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
