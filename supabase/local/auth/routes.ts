// The Auth service's route table: each path and method with its guard (GoTrue's
// requireAuthentication / requireAdmin middlewares), its per-IP limit and its handler.
import { createUser, deleteUserById, getUserById, listUsers, updateUserById } from './admin';
import { generateLink, invite } from './admin-links';
import type { AuthCall, UserCall } from './call';
import { requireAdmin, requireUser } from './guards';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa';
import { adminDeleteFactor, adminListFactors, adminUpdateFactor } from './mfa-admin';
import { otp, recover, resend } from './otp';
import { limitByIp, type IpLimit } from './rate-limits';
import { reauthenticate } from './reauthenticate';
import { health, jwksEndpoint, settings } from './settings';
import { signup } from './signup';
import { token } from './token';
import { getUser, logout, updateUser } from './user';
import { verifyGet, verifyPost } from './verify';

type Handler = (call: AuthCall) => unknown;

/**
 * A route: who may call it (GoTrue's requireAuthentication / requireAdmin middlewares), the
 * per-IP limit applied after that check, and the handler. Limits that depend on the body (/signup,
 * /token) are applied inside their handlers.
 */
export type Route =
  | { guard: 'none'; limit?: IpLimit; handler: Handler }
  | { guard: 'admin'; limit?: IpLimit; handler: Handler }
  | { guard: 'user'; limit?: IpLimit; handler: (call: UserCall) => unknown };

const open = (handler: Handler, limit?: IpLimit): Route => ({ guard: 'none', handler, limit });
const admin = (handler: Handler): Route => ({ guard: 'admin', handler });
const user = (handler: (call: UserCall) => unknown, limit?: IpLimit): Route => ({ guard: 'user', handler, limit });

/** Paths below /auth/v1; a `{name}` segment matches one path segment, passed in call.params. */
export const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/health': { GET: open(health) },
  '/settings': { GET: open(settings) },
  '/.well-known/jwks.json': { GET: open(jwksEndpoint) },
  '/signup': { POST: open(signup) },
  '/token': { POST: open(token) },
  '/user': { GET: user(getUser), PUT: user(updateUser, 'signInSignUps') },
  '/logout': { POST: user(logout) },
  '/reauthenticate': { GET: user(reauthenticate) },
  '/recover': { POST: open(recover, 'signInSignUps') },
  '/otp': { POST: open(otp, 'signInSignUps') },
  '/resend': { POST: open(resend, 'signInSignUps') },
  '/verify': { GET: open(verifyGet, 'tokenVerifications'), POST: open(verifyPost, 'tokenVerifications') },
  '/invite': { POST: admin(invite) },
  '/admin/generate_link': { POST: admin(generateLink) },
  '/admin/users': { GET: admin(listUsers), POST: admin(createUser) },
  '/admin/users/{id}': { GET: admin(getUserById), PUT: admin(updateUserById), DELETE: admin(deleteUserById) },
  '/factors': { POST: user(enrollFactor) },
  '/factors/{factorId}': { DELETE: user(unenrollFactor) },
  '/factors/{factorId}/challenge': { POST: user(challengeFactor, 'mfaChallenges') },
  '/factors/{factorId}/verify': { POST: user(verifyFactor, 'mfaVerifications') },
  '/admin/users/{id}/factors': { GET: admin(adminListFactors) },
  '/admin/users/{id}/factors/{factorId}': { PUT: admin(adminUpdateFactor), DELETE: admin(adminDeleteFactor) },
};

export type Match = { methods: Partial<Record<string, Route>>; params: Record<string, string> };

const PATTERNS = Object.entries(ROUTES)
  .filter(([pattern]) => pattern.includes('{'))
  .map(([pattern, methods]) => ({ segments: pattern.split('/'), methods }));

/** The routes of a path, with its parameters; null when no route has that path. */
export function match(path: string): Match | null {
  const exact = ROUTES[path];
  if (exact) return { methods: exact, params: {} };
  const segments = path.split('/');
  for (const p of PATTERNS) {
    if (p.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = p.segments.every((seg, i) => {
      if (!seg.startsWith('{')) return seg === segments[i];
      if (!segments[i]) return false;
      try {
        params[seg.slice(1, -1)] = decodeURIComponent(segments[i]);
        return true;
      } catch {
        return false;
      }
    });
    if (ok) return { methods: p.methods, params };
  }
  return null;
}

/** Runs the route's guard, then its limit, then its handler. */
export async function run(route: Route, call: AuthCall) {
  const { stack, req } = call;
  switch (route.guard) {
    case 'user': {
      const caller = await requireUser(stack, req);
      if (route.limit) limitByIp(stack, req, route.limit);
      return route.handler({ ...call, caller });
    }
    case 'admin':
      requireAdmin(stack, req);
      if (route.limit) limitByIp(stack, req, route.limit);
      return route.handler(call);
    default:
      if (route.limit) limitByIp(stack, req, route.limit);
      return route.handler(call);
  }
}
