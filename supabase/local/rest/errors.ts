// PostgREST-shaped errors: {code, details, hint, message} plus an HTTP status, and the
// SQLSTATE → HTTP table PostgREST applies to errors raised by PostgreSQL.
import type { DatabaseUnavailable } from '../db-unavailable';

export type ErrorBody = { code: string; details: unknown; hint: string | null; message: string };

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (what: string, input: string, details: string) =>
  new RestError(400, 'PGRST100', `"failed to parse ${what} (${input})"`, details);

export const unsupported = (feature: string) => new RestError(400, 'PGRST127', 'Feature not implemented', feature);

export const invalidBody = (message = 'Empty or invalid json') => new RestError(400, 'PGRST102', message);

export const tableNotFound = (schema: string, name: string) =>
  new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);

export const columnNotFound = (table: string, column: string) => new RestError(400, '42703', `column ${table}.${column} does not exist`);

export const bodyColumnNotFound = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export const notEmbedded = (name: string) =>
  new RestError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );

export const singularError = (rows: number) =>
  new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);

/** HTTP status PostgREST answers for a PostgreSQL SQLSTATE. */
export function statusForSqlState(code: string, anonymous: boolean): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    // terminating connection due to administrator command (a server shutting down)
    '57P01': 503,
    P0001: 400,
  };
  if (code === '42501') return anonymous ? 401 : 403;
  if (exact[code]) return exact[code];
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '28' || cls === '0L' || cls === '0P') return 403;
  const serverClasses = ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'];
  if (serverClasses.includes(cls)) return 500;
  return 400;
}

type PgErrorLike = { code: string; message: string; detail?: string; hint?: string };

export function isPgError(e: unknown): e is PgErrorLike {
  return !!e && typeof e === 'object' && (e as any).name === 'PostgresError' && typeof (e as any).code === 'string';
}

export function fromPgError(e: PgErrorLike, anonymous: boolean): RestError {
  return new RestError(statusForSqlState(e.code, anonymous), e.code, e.message, e.detail ?? null, e.hint ?? null);
}

/**
 * The database could not be reached (db-unavailable.ts): PostgREST's 503 with PGRST000 when no
 * connection could be made, PGRST001 when one was lost in use, the driver's words as details, and
 * a Retry-After header on every 503 as PostgREST adds it (seconds until it tries the database
 * again: 0 here, since the pool tries again on the next request).
 */
export function unavailableError({ phase, detail }: DatabaseUnavailable): RestError {
  return phase === 'connect'
    ? new RestError(503, 'PGRST000', 'Database connection error. Retrying the connection.', detail, null, RETRY_NOW)
    : new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.', detail, null, RETRY_NOW);
}

export const RETRY_NOW: Readonly<Record<string, string>> = { 'Retry-After': '0' };
