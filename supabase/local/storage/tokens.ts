// Signed URL tokens: HS256 JWTs signed with the project's JWT secret holding the signed path in
// `url` (plus `owner`/`upsert` for signed uploads), as Supabase Storage issues them.
import crypto from 'node:crypto';
import { signHs256 } from '../keys';
import { ERR } from './errors';

export type UrlToken = { url: string; iat: number; exp: number; owner?: string; upsert?: boolean };

export function signUrlToken(secret: string, claims: Omit<UrlToken, 'iat' | 'exp'>, expiresIn: number): string {
  const iat = Math.floor(Date.now() / 1000);
  return signHs256({ ...claims, iat, exp: iat + expiresIn }, secret);
}

/** Verifies a token's signature and expiry; errors carry jsonwebtoken's messages, as Storage's do. */
export function verifyUrlToken(secret: string, token: string, now = Date.now() / 1000): UrlToken {
  const parts = token.split('.');
  if (parts.length !== 3) throw ERR.invalidJwt('jwt malformed');
  let header: { alg?: unknown };
  let claims: Partial<UrlToken>;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw ERR.invalidJwt('jwt malformed');
  }
  if (!header || header.alg !== 'HS256') throw ERR.invalidJwt('invalid algorithm');
  const expected = crypto.createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw ERR.invalidJwt('invalid signature');
  if (!claims || typeof claims !== 'object' || typeof claims.url !== 'string' || typeof claims.exp !== 'number') {
    throw ERR.invalidJwt('jwt malformed');
  }
  if (claims.exp <= now) throw ERR.invalidJwt('jwt expired');
  return claims as UrlToken;
}

/** `expiresIn` of sign requests: a whole number of seconds, at least 1. */
export function mustBeExpiresIn(value: unknown): number {
  if (value === undefined || value === null) throw ERR.invalidRequest("body must have required property 'expiresIn'");
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw ERR.invalidRequest('body/expiresIn must be integer >= 1');
  }
  return value;
}
