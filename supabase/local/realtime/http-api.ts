// Realtime's REST broadcast: POST /realtime/v1/api/broadcast {messages:[...]} (send() when the
// channel is not joined) and POST /realtime/v1/api/broadcast/{topic}/events/{event} (httpSend),
// both answering 202 with no body.
import type http from 'node:http';
import { isFailure, resolveRequest, type AuthFailure } from '../context';
import { BodyTooLargeError, readBody, sendEmpty, sendJson } from '../http';
import type { Stack } from '../types';
import type { Core } from './core';
import { isObject } from './json';
import { jsonSize, REASONS } from './limits';

const BODY_LIMIT = 3 * 1024 * 1024;
const BASE = '/realtime/v1/api/broadcast';
const SINGLE = /^\/realtime\/v1\/api\/broadcast\/([^/]+)\/events\/([^/]+)\/?$/;
const PRIVATE_UNSUPPORTED = 'private channels (Realtime Authorization on realtime.messages) are not supported by the local stack';

function authMessage(f: AuthFailure): string {
  switch (f.kind) {
    case 'no_apikey':
      return 'No API key found in request';
    case 'invalid_apikey':
      return 'Invalid API key';
    case 'expired_jwt':
      return 'JWT expired';
    case 'invalid_jwt':
      return `Invalid JWT: ${f.message}`;
  }
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

export async function handleHttp(core: Core | undefined, req: http.IncomingMessage, res: http.ServerResponse, url: URL, stack: Stack) {
  const single = SINGLE.exec(url.pathname);
  const isBatch = url.pathname === BASE || url.pathname === `${BASE}/`;
  if (!single && !isBatch) return sendJson(res, 404, { message: 'no Route matched with those values' });
  if (req.method !== 'POST') return sendJson(res, 405, { message: `method ${req.method} is not allowed on ${url.pathname}` });
  const caller = resolveRequest(stack.keys, req.headers, url.searchParams);
  if (isFailure(caller)) return sendJson(res, 401, { message: authMessage(caller) });
  if (!core) return sendJson(res, 503, { message: 'the realtime service is not running' });
  let body: Buffer;
  try {
    body = await readBody(req, BODY_LIMIT);
  } catch (e) {
    if (e instanceof BodyTooLargeError) return sendJson(res, 413, { message: e.message });
    throw e;
  }
  if (single) {
    const [topic, event] = [safeDecode(single[1]), safeDecode(single[2])];
    if (topic === null || event === null) return sendJson(res, 400, { message: 'malformed percent-encoding in the path' });
    return broadcastOne(core, req, res, url, body, topic, event);
  }
  return broadcastBatch(core, res, body);
}

function broadcastOne(
  core: Core,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  body: Buffer,
  topic: string,
  event: string,
) {
  if (url.searchParams.get('private') === 'true') return sendJson(res, 422, { message: PRIVATE_UNSUPPORTED });
  if (url.searchParams.has('persist') || url.searchParams.has('persist[ttl]')) {
    return sendJson(res, 422, { message: 'persisted broadcasts (replay) are not supported by the local stack' });
  }
  const type = String(req.headers['content-type'] ?? 'application/json')
    .split(';')[0]
    .trim()
    .toLowerCase();
  const topicName = `realtime:${topic}`;
  const tooLarge = () => sendJson(res, 422, { message: REASONS.payloadTooLarge, errors: { payload: [REASONS.payloadTooLarge] } });
  if (type === 'application/octet-stream') {
    if (core.limits.payloadTooLarge(body.length)) return tooLarge();
    core.hub.broadcastBytes(topicName, event, body, null);
    return sendEmpty(res, 202);
  }
  if (type !== 'application/json') return sendJson(res, 415, { message: `unsupported content type ${type}` });
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch {
    return sendJson(res, 422, { message: 'the body is not valid JSON' });
  }
  if (core.limits.payloadTooLarge(jsonSize(payload))) return tooLarge();
  core.hub.broadcastJson(topicName, { type: 'broadcast', event, payload }, null);
  return sendEmpty(res, 202);
}

function broadcastBatch(core: Core, res: http.ServerResponse, body: Buffer) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return sendJson(res, 422, { message: 'the body is not valid JSON' });
  }
  const messages = isObject(parsed) ? parsed.messages : undefined;
  if (!Array.isArray(messages) || messages.length === 0) {
    return sendJson(res, 422, { message: 'messages is required', errors: { messages: ["can't be blank"] } });
  }
  for (const [i, m] of messages.entries()) {
    if (!isObject(m) || typeof m.topic !== 'string' || typeof m.event !== 'string' || m.topic === '' || m.event === '') {
      return sendJson(res, 422, {
        message: `messages[${i}] needs a topic and an event`,
        errors: { messages: [{ topic: ["can't be blank"], event: ["can't be blank"] }] },
      });
    }
    if (m.private === true) return sendJson(res, 422, { message: PRIVATE_UNSUPPORTED });
    if (core.limits.payloadTooLarge(jsonSize(m.payload ?? {}))) {
      return sendJson(res, 422, { message: REASONS.payloadTooLarge, errors: { messages: [{ payload: [REASONS.payloadTooLarge] }] } });
    }
  }
  for (const m of messages as Record<string, unknown>[]) {
    core.hub.broadcastJson(`realtime:${m.topic}`, { type: 'broadcast', event: m.event, payload: m.payload ?? {} }, null);
  }
  return sendEmpty(res, 202);
}
