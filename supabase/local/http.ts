// Small HTTP helpers shared by the services of the local stack.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const ALLOWED_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept-profile, content-profile, ' +
  'prefer, range, range-unit, x-upsert, cache-control, x-metadata, x-retry-count, traceparent, tracestate, baggage, ' +
  'content-encoding, if-none-match, if-modified-since';
export const EXPOSED_HEADERS =
  'Content-Range, X-Supabase-Api-Version, X-Total-Count, Link, Content-Location, Content-Disposition, ETag, Location';

export function applyCors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse) {
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': (req.headers['access-control-request-headers'] as string) || ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
  });
  res.end();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  res.writeHead(status, headers);
  res.end();
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Payload too large: the limit is ${limit} bytes`);
  }
}

/** Reads the whole request body, refusing more than `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      req.resume();
      reject(new BodyTooLargeError(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
