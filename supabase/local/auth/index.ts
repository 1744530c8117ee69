// Auth service (GoTrue subset) at /auth/v1: routing, the gateway's API-key check and the
// translation of every failure into a GoTrue-shaped error (never an unhandled crash).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { keyRole } from '../context';
import { sendJson } from '../http';
import type { Stack } from '../types';
import { createUser, deleteUserById, getUserById, listUsers, updateUserById } from './admin';
import { generateLink, invite } from './admin-links';
import type { AuthCall } from './call';
import { AuthError, notFound, sendAuthError } from './errors';
import { otp, recover, resend } from './otp';
import { limitByIp, type IpLimit } from './rate-limits';
import { health, jwksEndpoint, settings } from './settings';
import { signup } from './signup';
import { token } from './token';
import { getUser, logout, updateUser } from './user';
import { verifyGet, verifyPost } from './verify';

type Handler = (call: AuthCall) => unknown;

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/health': { GET: health },
  '/settings': { GET: settings },
  '/.well-known/jwks.json': { GET: jwksEndpoint },
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
  '/recover': { POST: recover },
  '/otp': { POST: otp },
  '/resend': { POST: resend },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/invite': { POST: invite },
  '/admin/generate_link': { POST: generateLink },
  '/admin/users': { GET: listUsers, POST: createUser },
};

// Limits applied before the handler, as GoTrue's router does (/signup, /token and PUT /user count
// inside their handlers: the limit depends on the body or follows authentication).
const ROUTE_LIMITS: Record<string, Partial<Record<string, IpLimit>>> = {
  '/recover': { POST: 'signInSignUps' },
  '/otp': { POST: 'signInSignUps' },
  '/resend': { POST: 'signInSignUps' },
  '/verify': { GET: 'tokenVerifications', POST: 'tokenVerifications' },
};

const ADMIN_USER_RE = /^\/admin\/users\/([^/]+)$/;

// Paths a browser reaches without an API key (links in e-mails, key discovery), as Supabase's gateway allows.
const OPEN_PATHS = new Set(['/verify', '/.well-known/jwks.json', '/callback', '/authorize']);

const UNSUPPORTED: [RegExp, string][] = [
  [/^\/factors(\/|$)|^\/admin\/users\/[^/]+\/factors/, 'Multi-factor authentication'],
  [/^\/(sso|saml)(\/|$)|^\/admin\/sso/, 'SSO / SAML sign-in'],
  [/^\/(authorize|callback)$/, 'OAuth provider sign-in'],
  [/^\/reauthenticate$/, 'Reauthentication nonces'],
  [/^\/user\/identities/, 'Identity linking'],
  [/^\/(passkeys|webauthn)(\/|$)/, 'Passkeys'],
  [/^\/(oauth|admin\/oauth)(\/|$)/, 'The OAuth 2.1 server'],
  [/^\/admin\/custom-providers/, 'Custom OAuth providers'],
  [/^\/magiclink$/, 'The legacy /magiclink endpoint (use /otp)'],
  [/^\/admin\/audit$/, 'The audit log'],
];

function route(path: string, method: string): Handler | null {
  const admin = ADMIN_USER_RE.exec(path);
  if (admin) {
    const id = decodeURIComponent(admin[1]);
    const byMethod: Record<string, Handler> = {
      GET: (c) => getUserById(c, id),
      PUT: (c) => updateUserById(c, id),
      DELETE: (c) => deleteUserById(c, id),
    };
    return byMethod[method] ?? null;
  }
  return ROUTES[path]?.[method] ?? null;
}

function known(path: string): boolean {
  return path in ROUTES || ADMIN_USER_RE.test(path);
}

export async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL, stack: Stack) {
  const path = url.pathname.slice('/auth/v1'.length) || '/';
  const method = req.method === 'HEAD' ? 'GET' : req.method ?? 'GET';
  try {
    if (!OPEN_PATHS.has(path)) {
      const apikey = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey');
      if (!apikey) return sendJson(res, 401, { message: 'No API key found in request' });
      if (!keyRole(stack.keys, apikey)) return sendJson(res, 401, { message: 'Invalid API key' });
    }
    const handler = route(path, method);
    const limit = ROUTE_LIMITS[path]?.[method];
    if (handler && limit) limitByIp(stack, req, limit);
    if (handler) return await handler({ req, res, url, stack, path });
    const unsupported = UNSUPPORTED.find(([re]) => re.test(path));
    if (unsupported) throw notFound('not_found', `${unsupported[1]} (${path}) is not supported by the local stack`);
    if (known(path)) throw new AuthError(405, 'method_not_allowed', `Method ${method} is not allowed on ${path}`);
    throw notFound('not_found', `Not found: /auth/v1${path}`);
  } catch (e) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (e instanceof AuthError) return sendAuthError(res, e);
    stack.log(`[auth] ${req.method} ${url.pathname} failed: ${(e as Error)?.stack ?? e}`);
    sendAuthError(res, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  }
}
