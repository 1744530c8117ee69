// The local stack's own API, which hosted Supabase does not have: POST /_local/v1/cron/run runs
// the pg_cron jobs due at a chosen time (CronRunner.runDue), so a test in another process can
// prove "seven days later, this happens" without waiting. Service-role key only.
//   body: {"as_of": "<ISO time>" (default now), "since": "<ISO time>" (default as_of - 1 minute),
//          "jobname": "<name>" (optional)}
//   200:  {"runs": [{jobid, jobname, runid, username, status, return_message}]}
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isFailure, resolveRequest } from '../context';
import { BodyTooLargeError, readBody, sendJson } from '../http';
import type { Stack } from '../types';
import type { CronRunner } from './runner';

export type LocalApi = { cron: CronRunner | null };

const BODY_LIMIT = 16 * 1024;

function time(value: unknown, name: string): Date | undefined {
  if (value === undefined || value === null) return undefined;
  const t = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(t.getTime())) throw new TypeError(`${name} must be an ISO 8601 time`);
  return t;
}

export async function handleLocalApi(req: IncomingMessage, res: ServerResponse, url: URL, stack: Stack, api: LocalApi) {
  if (url.pathname !== '/_local/v1/cron/run') return sendJson(res, 404, { message: 'no Route matched with those values' });
  if (req.method !== 'POST') return sendJson(res, 405, { message: `Method ${req.method} is not allowed` });
  const caller = resolveRequest(stack.keys, req.headers);
  if (isFailure(caller) || caller.role !== 'service_role') {
    return sendJson(res, 401, { message: 'This endpoint of the local stack requires the secret (service_role) key' });
  }
  let body: Record<string, unknown>;
  try {
    const raw = await readBody(req, BODY_LIMIT);
    const parsed: unknown = raw.length ? JSON.parse(raw.toString('utf8')) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new TypeError('the body must be a JSON object');
    body = parsed as Record<string, unknown>;
  } catch (e) {
    if (e instanceof BodyTooLargeError) return sendJson(res, 413, { message: e.message });
    return sendJson(res, 400, { message: e instanceof SyntaxError ? 'the body is not valid JSON' : (e as Error).message });
  }
  try {
    const asOf = time(body.as_of, 'as_of');
    const since = time(body.since, 'since');
    if (body.jobname !== undefined && typeof body.jobname !== 'string') throw new TypeError('jobname must be a string');
    if (!api.cron) return sendJson(res, 503, { message: 'the cron runner is not running' });
    const runs = await api.cron.runDue({ asOf, since, jobname: body.jobname as string | undefined });
    return sendJson(res, 200, { runs });
  } catch (e) {
    if (e instanceof TypeError || /must be a valid time/.test((e as Error).message))
      return sendJson(res, 400, { message: (e as Error).message });
    throw e;
  }
}
