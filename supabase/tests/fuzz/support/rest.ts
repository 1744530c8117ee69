// Raw Data API requests for the fuzz suite (what supabase-js cannot be made to send: unknown
// tables, broken JSON, wrong content types) and the check of a PostgREST-shaped refusal.
import { stackEnv } from '@conecta/supabase-local/testing';

export type RawReply = { status: number; text: string; json: unknown };

/** One request to /rest/v1 as anon, or as the holder of `token`; never hangs past 20 s. */
export async function rest(
  pathAndQuery: string,
  init: { method?: string; body?: string; headers?: Record<string, string>; token?: string } = {},
): Promise<RawReply> {
  const headers: Record<string, string> = { apikey: stackEnv.publishableKey, ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${stackEnv.url}/rest/v1/${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the shape check reports it
  }
  return { status: response.status, text, json };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Why `reply` is not an acceptable answer to hostile input, or null: a success, or a 4xx with
 * PostgREST's error body ({code, message, details, hint}). The gateway in front answers its own
 * refusals (no such route: 404, body too large: 413) with a message only, as hosted Supabase does.
 */
export function replyProblem(reply: RawReply): string | null {
  if (reply.status < 400) return null;
  if (reply.status >= 500) return `status ${reply.status}: ${reply.text.slice(0, 300)}`;
  if (reply.status === 431) return null; // Node's own limit on the request line and headers, before the Data API
  if (!isRecord(reply.json) || typeof reply.json.message !== 'string')
    return `status ${reply.status} without an error body: ${reply.text.slice(0, 200)}`;
  const gateway = (reply.status === 404 && reply.json.message === 'no Route matched with those values') || reply.status === 413;
  if (!gateway && typeof reply.json.code !== 'string') return `status ${reply.status} without a code: ${reply.text.slice(0, 200)}`;
  return null;
}
