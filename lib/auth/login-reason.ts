// Why the user landed on /login. Only these known codes travel in the URL (never raw error text);
// the login page turns a code into its toast.
import { ROUTES } from '@/lib/routes';

export const LOGIN_REASON_PARAM = 'motivo';

export const LOGIN_REASONS = {
  'sessao-expirada': { title: 'Sessão expirada', description: 'Por favor, faça login novamente.' },
  // An administrator blocked the account while it was signed in (issue 7: blocked accounts).
  'conta-bloqueada': { title: 'Sua conta está bloqueada', description: 'Entre em contato com o suporte para saber mais.' },
} as const;

export type LoginReason = keyof typeof LOGIN_REASONS;

export const SESSION_EXPIRED: LoginReason = 'sessao-expirada';
export const ACCOUNT_BLOCKED: LoginReason = 'conta-bloqueada';

export function isLoginReason(value: unknown): value is LoginReason {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LOGIN_REASONS, value);
}

/** '/login?motivo=sessao-expirada' */
export function loginPathFor(reason: LoginReason): string {
  return `${ROUTES.login}?${new URLSearchParams({ [LOGIN_REASON_PARAM]: reason })}`;
}

/** The reason of a query string ('?motivo=...'), or null for anything unknown. */
export function readLoginReason(search: string | URLSearchParams): LoginReason | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(LOGIN_REASON_PARAM);
  return isLoginReason(value) ? value : null;
}
