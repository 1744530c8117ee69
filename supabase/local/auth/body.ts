// Request bodies: JSON objects of at most 1 MB, with typed field readers that answer GoTrue's
// bad_json error for a field of the wrong type instead of crashing.
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, readBody } from '../http';
import { AuthError } from './errors';

export const BODY_LIMIT = 1024 * 1024;

export type Body = Record<string, unknown>;

const badJson = (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);

export async function readJson(req: IncomingMessage, opts: { allowEmpty?: boolean } = {}): Promise<Body> {
  let raw: Buffer;
  try {
    raw = await readBody(req, BODY_LIMIT);
  } catch (e) {
    if (e instanceof BodyTooLargeError) {
      throw new AuthError(413, 'request_too_large', `Request body is too large: the limit is ${BODY_LIMIT} bytes`);
    }
    throw e;
  }
  const text = raw.toString('utf8');
  if (opts.allowEmpty && text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw badJson((e as Error).message);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badJson('expected a JSON object');
  return value as Body;
}

export function str(body: Body, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badJson(`field "${key}" must be a string`);
  return v;
}

export function bool(body: Body, key: string): boolean | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw badJson(`field "${key}" must be a boolean`);
  return v;
}

export function obj(body: Body, key: string): Record<string, unknown> | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw badJson(`field "${key}" must be an object`);
  return v as Record<string, unknown>;
}
