// The one result shape of every server action (docs/architecture/overview.md): narrow, serialisable, never echoing
// what was submitted. Safe to import from client components.

export type ActionSuccess<T> = { ok: true; data: T };
export type ActionFailure = {
  ok: false;
  /** pt-BR, ready for a toast. */
  error: string;
  /** Every message of every invalid field, by field name. */
  fieldErrors?: Record<string, string[]>;
  /** Set when the session is gone: the client sends the user to /login. */
  sessionExpired?: true;
};
export type ActionResult<T = null> = ActionSuccess<T> | ActionFailure;

export function actionOk(): ActionSuccess<null>;
export function actionOk<T>(data: T): ActionSuccess<T>;
export function actionOk<T>(data?: T): ActionSuccess<T | null> {
  return { ok: true, data: data === undefined ? null : data };
}

export function actionError(error: string, fieldErrors?: Record<string, string[]>): ActionFailure {
  return fieldErrors ? { ok: false, error, fieldErrors } : { ok: false, error };
}

export const SESSION_EXPIRED_ACTION_MESSAGE = 'Sua sessão expirou. Faça login novamente.';
export const INVALID_INPUT_MESSAGE = 'Verifique os campos destacados e tente novamente.';
export const UNEXPECTED_ACTION_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';
export const NETWORK_ACTION_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

export function sessionExpiredFailure(): ActionFailure {
  return { ok: false, error: SESSION_EXPIRED_ACTION_MESSAGE, sessionExpired: true };
}
