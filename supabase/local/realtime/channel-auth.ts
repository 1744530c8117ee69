// Who a channel acts for: the join's access_token (or the socket's apikey when it is absent or
// an opaque sb_ key), verified the way Realtime does, with Realtime's error texts.
import { keyRole, type RequestContext } from '../context';
import { JwtError, verifyJwt } from '../jwt';
import type { StackKeys } from '../keys';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export type ChannelAuth = {
  ctx: RequestContext;
  token: string;
  /** JWT expiry in unix seconds; null for API keys, which do not expire. */
  exp: number | null;
  /** Subscribers with equal keys see the same rows: RLS checks are shared between them. */
  claimsKey: string;
};

export type ChannelAuthResult = { ok: true; auth: ChannelAuth } | { ok: false; code: string; message: string };

function unverifiedExp(token: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof claims?.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

export function expiredMessage(exp: number | null): string {
  const ago = exp === null ? 0 : Math.max(0, Math.floor(Date.now() / 1000 - exp));
  return `Token has expired ${ago} seconds ago`;
}

export function authorizeChannel(keys: StackKeys, apikey: string, presented: unknown): ChannelAuthResult {
  const token =
    typeof presented === 'string' && presented.trim() !== '' && !presented.startsWith('sb_') ? presented.replace(/\s/g, '') : apikey;
  const asKey = keyRole(keys, token);
  if (asKey) {
    const ctx: RequestContext = { role: asKey, claims: { role: asKey }, userToken: null, apikeyRole: keyRole(keys, apikey) ?? asKey };
    return { ok: true, auth: { ctx, token, exp: null, claimsKey: `key:${asKey}` } };
  }
  let claims;
  try {
    claims = verifyJwt(keys, token);
  } catch (e) {
    if (e instanceof JwtError && e.expired) return { ok: false, code: 'InvalidJWTToken', message: expiredMessage(unverifiedExp(token)) };
    if (e instanceof JwtError && /^JWT /.test(e.message)) return { ok: false, code: 'InvalidJWTToken', message: e.message };
    if (e instanceof JwtError && /parts|parse|claims/.test(e.message)) {
      return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
    }
    return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  if (!API_ROLES.has(claims.role)) {
    return { ok: false, code: 'Unauthorized', message: `role "${claims.role}" is not allowed` };
  }
  const ctx: RequestContext = {
    role: claims.role,
    claims,
    userToken: claims.sub ? token : null,
    apikeyRole: keyRole(keys, apikey) ?? 'anon',
  };
  return { ok: true, auth: { ctx, token, exp: claims.exp, claimsKey: `jwt:${JSON.stringify(claims)}` } };
}
