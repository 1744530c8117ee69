// Resolves who is calling from the apikey header and the bearer token: a known API key maps to
// its role (anon or service_role), anything else must be a JWT this stack can verify.
import type { IncomingHttpHeaders } from 'node:http';
import { JwtError, verifyJwt, type Claims } from './jwt';
import type { StackKeys } from './keys';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export type RequestContext = {
  role: string;
  claims: Claims;
  /** The user's access token when the caller is a signed-in user, else null. */
  userToken: string | null;
  apikeyRole: 'anon' | 'service_role';
};

export type AuthFailure =
  { kind: 'no_apikey' } | { kind: 'invalid_apikey' } | { kind: 'invalid_jwt'; message: string } | { kind: 'expired_jwt' };

export function keyRole(keys: StackKeys, value: string | undefined | null): 'anon' | 'service_role' | null {
  if (!value) return null;
  if (value === keys.anonKey || value === keys.publishableKey) return 'anon';
  if (value === keys.serviceRoleKey || value === keys.secretKey) return 'service_role';
  return null;
}

function bearer(headers: IncomingHttpHeaders): string | null {
  const h = headers.authorization;
  if (!h) return null;
  const m = /^bearer\s+(.+)$/i.exec(h.trim());
  return m ? m[1].trim() : null;
}

export function resolveCaller(
  keys: StackKeys,
  apikey: string | null | undefined,
  token: string | null | undefined,
): RequestContext | AuthFailure {
  // As Supabase's gateway: every request names a known API key; the bearer then says who acts.
  if (!apikey) return { kind: 'no_apikey' };
  const apikeyRole = keyRole(keys, apikey);
  if (!apikeyRole) return { kind: 'invalid_apikey' };
  const presented = token ?? apikey;
  const asKey = keyRole(keys, presented);
  if (asKey) return { role: asKey, claims: { role: asKey }, userToken: null, apikeyRole };
  try {
    const claims = verifyJwt(keys, presented);
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    // As PostgREST's authenticator: only the API roles may be switched to.
    if (!API_ROLES.has(role)) return { kind: 'invalid_jwt', message: `role "${role}" is not allowed` };
    return { role, claims, userToken: claims.sub ? presented : null, apikeyRole };
  } catch (e) {
    if (e instanceof JwtError && e.expired) return { kind: 'expired_jwt' };
    return { kind: 'invalid_jwt', message: (e as Error).message };
  }
}

export function resolveRequest(keys: StackKeys, headers: IncomingHttpHeaders, query?: URLSearchParams) {
  const apikey = (headers.apikey as string | undefined) ?? query?.get('apikey') ?? null;
  return resolveCaller(keys, apikey, bearer(headers));
}

export function isFailure(x: RequestContext | AuthFailure): x is AuthFailure {
  return 'kind' in x;
}
