// Who is calling, and the JSON bodies of Storage's management routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isFailure, resolveRequest, type RequestContext } from '../context';
import { BodyTooLargeError, readBody, sendJson } from '../http';
import type { Stack } from '../types';
import { ERR, StorageError } from './errors';
import { isUuid } from './names';

const JSON_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Resolves the caller, or answers the refusal and returns null. A missing or unknown API key gets
 * the gateway's 401; a bad bearer token gets Storage's InvalidJWT.
 */
export function requireCaller(req: IncomingMessage, res: ServerResponse, url: URL, stack: Stack): RequestContext | null {
  const ctx = resolveRequest(stack.keys, req.headers, url.searchParams);
  if (!isFailure(ctx)) return ctx;
  if (ctx.kind === 'no_apikey') sendJson(res, 401, { message: 'No API key found in request' });
  else if (ctx.kind === 'invalid_apikey') sendJson(res, 401, { message: 'Invalid API key' });
  else throw ERR.invalidJwt(ctx.kind === 'expired_jwt' ? 'jwt expired' : ctx.message);
  return null;
}

/** The caller when the credentials are good, else anon (routes Storage marks allowInvalidJwt). */
export function callerOrAnon(req: IncomingMessage, url: URL, stack: Stack): RequestContext {
  const ctx = resolveRequest(stack.keys, req.headers, url.searchParams);
  return isFailure(ctx) ? { role: 'anon', claims: { role: 'anon' }, userToken: null, apikeyRole: 'anon' } : ctx;
}

/** `owner` (uuid) and `owner_id` (text) of rows the caller creates: the JWT `sub`. */
export function ownerOf(ctx: RequestContext): { owner: string | null; ownerId: string | null } {
  const sub = typeof ctx.claims.sub === 'string' && ctx.claims.sub ? ctx.claims.sub : null;
  return { owner: isUuid(sub) ? sub : null, ownerId: sub };
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw: Buffer;
  try {
    raw = await readBody(req, JSON_BODY_LIMIT);
  } catch (e) {
    if (e instanceof BodyTooLargeError) throw ERR.entityTooLarge('request body');
    throw ERR.invalidRequest('Unable to read the request body');
  }
  if (raw.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'Body is not valid JSON', 'Bad Request');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw ERR.invalidRequest('body must be object');
  return value as Record<string, unknown>;
}

export function requireString(body: Record<string, unknown>, name: string): string {
  const v = body[name];
  if (v === undefined || v === null) throw ERR.invalidRequest(`body must have required property '${name}'`);
  if (typeof v !== 'string') throw ERR.invalidRequest(`body/${name} must be string`);
  return v;
}

export function optionalString(body: Record<string, unknown>, name: string): string | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw ERR.invalidRequest(`body/${name} must be string`);
  return v;
}

/** A whole number in [min, max], or `fallback` when absent. */
export function optionalInt(value: unknown, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw ERR.invalidRequest(`${name} must be an integer >= ${min}`);
  }
  return n;
}

export function sendOk(res: ServerResponse, body: unknown) {
  sendJson(res, 200, body);
}
