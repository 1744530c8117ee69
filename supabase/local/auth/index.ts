// Auth service (GoTrue subset) at /auth/v1: the gateway's API-key check, dispatch through the
// route table (routes.ts), and the translation of every failure into a GoTrue-shaped error
// (never an unhandled crash).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { keyRole } from '../context';
import { databaseUnavailable } from '../db-unavailable';
import { sendJson } from '../http';
import type { Stack } from '../types';
import { AuthError, notFound, sendAuthError } from './errors';
import { match, run } from './routes';

// Paths a browser reaches without an API key (links in e-mails, key discovery), as Supabase's gateway allows.
const OPEN_PATHS = new Set(['/verify', '/.well-known/jwks.json', '/callback', '/authorize']);

const UNSUPPORTED: [RegExp, string][] = [
  [/^\/admin\/sso/, 'SSO / SAML providers'],
  [/^\/(authorize|callback)$/, 'OAuth provider sign-in'],
  [/^\/(passkeys|webauthn)(\/|$)/, 'Passkeys'],
  [/^\/(oauth|admin\/oauth)(\/|$)/, 'The OAuth 2.1 server'],
  [/^\/admin\/custom-providers/, 'Custom OAuth providers'],
  [/^\/magiclink$/, 'The legacy /magiclink endpoint (use /otp)'],
  [/^\/admin\/audit$/, 'The audit log'],
];

export async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL, stack: Stack) {
  const path = url.pathname.slice('/auth/v1'.length) || '/';
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  try {
    if (!OPEN_PATHS.has(path)) {
      const apikey = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey');
      if (!apikey) return sendJson(res, 401, { message: 'No API key found in request' });
      if (!keyRole(stack.keys, apikey)) return sendJson(res, 401, { message: 'Invalid API key' });
    }
    const found = match(path);
    const route = found?.methods[method];
    if (found && route) return await run(route, { req, res, url, stack, path, params: found.params });
    const unsupported = UNSUPPORTED.find(([re]) => re.test(path));
    if (unsupported) throw notFound('not_found', `${unsupported[1]} (${path}) is not supported by the local stack`);
    if (found) throw new AuthError(405, 'method_not_allowed', `Method ${method} is not allowed on ${path}`);
    throw notFound('not_found', `Not found: /auth/v1${path}`);
  } catch (e) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (e instanceof AuthError) return sendAuthError(res, e);
    // The database out of reach: GoTrue answers its 500 unexpected_failure then too (it has no
    // 503 of its own), and logs one line rather than a trace.
    const unavailable = databaseUnavailable(e);
    if (unavailable) stack.log(`[auth] ${req.method} ${url.pathname}: the database is unavailable (${unavailable.detail})`);
    else stack.log(`[auth] ${req.method} ${url.pathname} failed: ${(e as Error)?.stack ?? e}`);
    sendAuthError(res, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  }
}
