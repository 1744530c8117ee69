// Turns a Supabase Auth (GoTrue) error into the pt-BR text shown in a toast. Known errors are
// matched by their stable `code` first, then by message for servers that send none; anything
// else keeps the server's own message (docs/product/messages.md, "Sign-up and login").

export type AuthErrorLike = { message?: string; code?: string; status?: number; name?: string } | null | undefined;

const NETWORK = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
const RATE_LIMIT = 'Muitas tentativas em pouco tempo. Aguarde alguns instantes e tente novamente.';
/** GoTrue's user_banned: an administrator blocked the account (banned_until in the future). */
export const ACCOUNT_BLOCKED_MESSAGE = 'Sua conta está bloqueada. Entre em contato com o suporte.';
// Auth could not run the custom access token hook (GoTrue's 500 "Error running hook URI: ..."),
// e.g. a missing grant to supabase_auth_admin: no session can be issued until it is fixed.
export const SESSION_HOOK_FAILED = 'Não foi possível iniciar sua sessão agora. Tente novamente em alguns instantes.';
export const UNEXPECTED_AUTH_ERROR = 'Ocorreu um erro inesperado. Tente novamente.';

const BY_CODE: Record<string, string> = {
  user_already_exists: 'Este e-mail já está cadastrado.',
  email_exists: 'Este e-mail já está cadastrado.',
  invalid_credentials: 'E-mail ou senha incorretos.',
  email_not_confirmed: 'Confirme seu e-mail antes de entrar. Verifique sua caixa de entrada.',
  weak_password: 'A senha é muito fraca. Use pelo menos 8 caracteres, com letras e números.',
  email_address_invalid: 'Informe um e-mail válido.',
  validation_failed: 'Verifique os dados informados e tente novamente.',
  // A body over Auth's size limit (a pasted megabyte in a password field).
  request_too_large: 'Verifique os dados informados e tente novamente.',
  signup_disabled: 'Novos cadastros estão desativados no momento.',
  email_provider_disabled: 'O cadastro com e-mail está desativado no momento.',
  user_banned: ACCOUNT_BLOCKED_MESSAGE,
  over_request_rate_limit: RATE_LIMIT,
  over_email_send_rate_limit: RATE_LIMIT,
  session_expired: 'Sua sessão expirou. Faça login novamente.',
  refresh_token_not_found: 'Sua sessão expirou. Faça login novamente.',
  same_password: 'A nova senha deve ser diferente da atual.',
  unexpected_failure: 'Não foi possível concluir a operação. Tente novamente.',
};

// Messages more specific than their code (GoTrue sends the hook failure as unexpected_failure,
// and auth-js drops the code of every 5xx answer).
const BEFORE_CODE: [RegExp, string][] = [[/error running hook uri/i, SESSION_HOOK_FAILED]];

const BY_MESSAGE: [RegExp, string][] = [
  [/user already registered/i, BY_CODE.user_already_exists],
  [/invalid login credentials/i, BY_CODE.invalid_credentials],
  [/email not confirmed/i, BY_CODE.email_not_confirmed],
  [/password should be|weak password/i, BY_CODE.weak_password],
  [/unable to validate email address|invalid email|invalid format/i, BY_CODE.email_address_invalid],
  [/signups? not allowed/i, BY_CODE.signup_disabled],
  [/user is banned|user banned/i, ACCOUNT_BLOCKED_MESSAGE],
  [/rate limit|too many requests/i, RATE_LIMIT],
  [/body is too large|request size limit|payload too large/i, BY_CODE.request_too_large],
  [/database error saving new user/i, 'Não foi possível criar sua conta. Verifique os dados e tente novamente.'],
  [/failed to fetch|fetch failed|network ?error|load failed|econnrefused/i, NETWORK],
];

export function authErrorMessage(error: AuthErrorLike): string {
  if (!error) return UNEXPECTED_AUTH_ERROR;
  const message = error.message?.trim() ?? '';
  for (const [pattern, text] of BEFORE_CODE) if (pattern.test(message)) return text;
  if (error.code && BY_CODE[error.code]) return BY_CODE[error.code];
  for (const [pattern, text] of BY_MESSAGE) if (pattern.test(message)) return text;
  if (error.name === 'AuthRetryableFetchError') return NETWORK;
  if (error.status === 429) return RATE_LIMIT;
  // A server failure (its database out of reach, say) is never shown in the server's English.
  if (error.status !== undefined && error.status >= 500) return BY_CODE.unexpected_failure;
  // supabase-js reports an unreachable server as a retryable error with an empty JSON body.
  if (!message || message === '{}') return UNEXPECTED_AUTH_ERROR;
  return message;
}
