// The Data API (PostgREST subset) under /rest/v1: resolves the caller, compiles the request
// (reads are cached per schema cache generation), runs it as the caller and answers in
// PostgREST's shapes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isFailure, resolveRequest, type AuthFailure, type RequestContext } from '../context';
import { BodyTooLargeError, readBody } from '../http';
import type { Stack } from '../types';
import { compileRpc } from './compile-rpc';
import { compileWrite } from './compile-write';
import { databaseUnavailable } from '../db-unavailable';
import { RETRY_NOW, RestError, fromPgError, isPgError, tableNotFound, unavailableError, unsupported } from './errors';
import { runPlan } from './execute';
import { compileTableRead, type ExecPlan } from './plan';
import { cachedPlan } from './plan-cache';
import { parseTarget, readRequest, type RestRequest } from './request';
import { sendError, sendResult } from './respond';
import { relKey, type SchemaCache } from '../schema-cache';

export const BODY_LIMIT = 10 * 1024 * 1024;

function authFailure(res: ServerResponse, failure: AuthFailure) {
  if (failure.kind === 'no_apikey') return sendError(res, 401, { message: 'No API key found in request' });
  if (failure.kind === 'invalid_apikey') return sendError(res, 401, { message: 'Invalid API key' });
  const expired = failure.kind === 'expired_jwt';
  const message = expired ? 'JWT expired' : failure.message;
  const err = new RestError(401, expired ? 'PGRST303' : 'PGRST301', message);
  sendError(res, 401, err.body(), {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/["\\]/g, '')}"`,
  });
}

export async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL, stack: Stack) {
  const withQueryKey = url.search.includes('apikey=');
  const caller = resolveRequest(stack.keys, req.headers, withQueryKey ? url.searchParams : undefined);
  if (isFailure(caller)) return authFailure(res, caller);
  if (withQueryKey) url.searchParams.delete('apikey');
  try {
    await serve(req, res, url, stack, caller);
  } catch (e) {
    if (e instanceof RestError) return sendError(res, e.status, e.body(), e.headers);
    const unavailable = databaseUnavailable(e);
    if (unavailable) {
      const err = unavailableError(unavailable);
      return sendError(res, err.status, err.body(), err.headers);
    }
    if (isPgError(e)) {
      const err = fromPgError(e, caller.role === 'anon');
      // PostgREST adds Retry-After to every 503 (57P01, class 08 and 53: the database is away).
      return sendError(res, err.status, err.body(), err.status === 503 ? RETRY_NOW : {});
    }
    // Refused at the gateway, before PostgREST: the gateway's message-only shape.
    if (e instanceof BodyTooLargeError) return sendError(res, 413, { message: e.message });
    throw e;
  }
}

async function serve(req: IncomingMessage, res: ServerResponse, url: URL, stack: Stack, caller: RequestContext) {
  const method = req.method ?? 'GET';
  const target = parseTarget(url.pathname);
  if (!target) {
    if (/^\/rest\/v1\/?$/.test(url.pathname)) throw unsupported('the OpenAPI description (GET /rest/v1/)');
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  if (method === 'PUT') throw unsupported('PUT (single-row upsert)');
  if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  if (target.kind === 'rpc' && (method === 'PATCH' || method === 'DELETE')) {
    throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  }
  const cache = stack.schema();
  const { schemas, maxRows } = stack.config;
  let plan: ExecPlan;
  if (method === 'GET' || method === 'HEAD') {
    const h = req.headers;
    const key = `${method}\n${h['accept-profile'] ?? ''}\n${url.pathname}\n${url.search}\n${h.accept ?? ''}\n${h.prefer ?? ''}\n${h.range ?? ''}\n${h['range-unit'] ?? ''}`;
    plan = cachedPlan(cache, key, () =>
      compile(cache, readRequest(req, url, schemas, target, cache.settings.postgisSchema), null, maxRows),
    );
  } else {
    const rr = readRequest(req, url, schemas, target, cache.settings.postgisSchema);
    const body = (await readBody(req, BODY_LIMIT)).toString('utf8');
    plan = compile(cache, rr, body, maxRows);
  }
  // request.path as PostgREST sees it behind the gateway: without the /rest/v1 prefix.
  const row = await runPlan(stack.sql, caller, plan, req, url.pathname.slice('/rest/v1'.length));
  sendResult(res, plan, row, method);
}

function compile(cache: SchemaCache, rr: RestRequest, body: string | null, maxRows: number): ExecPlan {
  if (rr.target.kind === 'rpc') return compileRpc(cache, rr, body, maxRows);
  const rel = cache.relations.get(relKey(rr.schema, rr.target.name));
  if (!rel) throw tableNotFound(rr.schema, rr.target.name);
  if (rr.method === 'GET' || rr.method === 'HEAD') return compileTableRead(cache, rr, rel, maxRows);
  return compileWrite(cache, rr, rel, body ?? '');
}
