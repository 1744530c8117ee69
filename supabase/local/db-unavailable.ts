// Tells a database that cannot be reached apart from an error the database answered. Every service
// answers the first as its hosted counterpart does when PostgreSQL is down (the Data API 503 as
// PostgREST, Storage 544, Auth 500), never as a crash of the stack. Imports nothing of the stack.

/**
 * connect: no connection could be made (refused, no socket, timed out, or the server says it is
 * starting up or shutting down: SQLSTATE 57P03), PostgREST's "connection usage" error;
 * session: a connection was lost while in use (closed, reset, destroyed by the pool), libpq's
 * "client error" in PostgREST's words.
 */
export type DatabaseUnavailable = { phase: 'connect' | 'session'; detail: string };

/** Node's socket errors and postgres.js's own codes for a connection that could not be made. */
const CONNECT_CODES = new Set(['ECONNREFUSED', 'ENOENT', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'CONNECT_TIMEOUT']);
/** ... and for one lost while in use (CONNECTION_ENDED: the pool is being closed). */
const SESSION_CODES = new Set(['ECONNRESET', 'EPIPE', 'CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECTION_ENDED']);
/** SQLSTATE cannot_connect_now: only ever sent in answer to a new connection. */
const CANNOT_CONNECT_NOW = '57P03';

export function databaseUnavailable(e: unknown): DatabaseUnavailable | null {
  if (!e || typeof e !== 'object') return null;
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return null;
  const detail = typeof message === 'string' ? message : code;
  if (CONNECT_CODES.has(code) || code === CANNOT_CONNECT_NOW) return { phase: 'connect', detail };
  if (SESSION_CODES.has(code)) return { phase: 'session', detail };
  return null;
}
