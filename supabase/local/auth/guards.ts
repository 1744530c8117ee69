// Who is calling: the user behind a bearer access token (GET/PUT /user, /logout) or an admin
// (service-role key or a JWT with role service_role / supabase_admin), with GoTrue's errors.
import type { IncomingMessage } from 'node:http';
import { keyRole } from '../context';
import { JwtError, verifyJwt, type Claims } from '../jwt';
import type { Stack } from '../types';
import { AuthError, forbidden } from './errors';
import { findUserById, UUID_RE, type UserRow } from './users';

export type Caller = { user: UserRow; claims: Claims; sessionId: string | null; token: string };

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

export function bearerToken(req: IncomingMessage): string | null {
  const m = /^bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return m ? m[1] : null;
}

const noAuthorization = () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
const badSub = (message: string) => new AuthError(400, 'bad_jwt', message);
const badJwt = (detail: string) => forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);

function verifyBearer(stack: Stack, token: string): Claims {
  const role = keyRole(stack.keys, token);
  if (role) return { role };
  try {
    return verifyJwt(stack.keys, token);
  } catch (e) {
    if (e instanceof JwtError && e.expired) throw badJwt('token has invalid claims: token is expired');
    throw badJwt((e as Error).message);
  }
}

export async function requireUser(stack: Stack, req: IncomingMessage): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) throw noAuthorization();
  const claims = verifyBearer(stack, token);
  if (typeof claims.sub !== 'string' || !claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID_RE.test(claims.sub)) throw badSub('invalid claim: sub claim must be a UUID');
  const user = await findUserById(stack.sql, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  if (claims.session_id !== undefined) {
    const sid = String(claims.session_id);
    const found = UUID_RE.test(sid) ? await stack.sql`select 1 from auth.sessions where id = ${sid} and user_id = ${user.id}` : [];
    if (!found.length) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    sessionId = sid;
  }
  return { user, claims, sessionId, token };
}

export function requireAdmin(stack: Stack, req: IncomingMessage) {
  const token = bearerToken(req);
  if (!token) throw noAuthorization();
  const claims = verifyBearer(stack, token);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw forbidden('not_admin', 'User not allowed');
}
