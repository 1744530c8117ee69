// GoTrue-shaped errors and responses: the 2024-01-01 API form `{code, message}` with the
// X-Supabase-Api-Version header, which auth-js reads to pick `code` (wire §1.6).
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** GoTrue's OAuthError: HTTP 400 with only {error, error_description} (no error code). */
export class OAuthError extends AuthError {
  constructor(error: string, description: string) {
    super(400, error, description);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unexpected = (message: string) => new AuthError(500, 'unexpected_failure', message);
export const validation = (message: string) => badRequest('validation_failed', message);

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
export const INVALID_LOGIN = 'Invalid login credentials';

export function weakPassword(minimum: number): AuthError {
  return new AuthError(422, 'weak_password', `Password should be at least ${minimum} characters.`, {
    weak_password: { reasons: ['length'] },
  });
}

export function sendAuthJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  sendJson(res, status, body, { [API_VERSION_HEADER]: API_VERSION, ...headers });
}

export function sendAuthError(res: ServerResponse, e: AuthError) {
  if (e instanceof OAuthError) return sendAuthJson(res, e.status, { error: e.code, error_description: e.message });
  sendAuthJson(res, e.status, { code: e.code, message: e.message, ...e.extra });
}

/** PostgreSQL error codes the auth service maps to GoTrue answers. */
export function pgCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : undefined;
}
