// Which Supabase errors mean "the session is gone" (docs/product/routes.md). Errors are matched by their
// stable code first, then by message for servers that send none. Pure: the proxy, the layouts
// and the client islands all ask the same questions.

export type ErrorLike = { message?: string; code?: string; status?: number; name?: string } | null | undefined;

/** Auth codes of a refresh that can never succeed: the user must sign in again. */
const DEAD_REFRESH_CODES = new Set([
  'refresh_token_not_found',
  'refresh_token_already_used',
  'session_not_found',
  'session_expired',
  'user_banned',
]);
const DEAD_REFRESH_MESSAGE = /invalid refresh token|refresh token not found|refresh_token_not_found/i;

/** A dead refresh token: refresh_token_not_found or 'Invalid Refresh Token'. */
export function isRefreshTokenError(error: ErrorLike): boolean {
  if (!error) return false;
  if (error.code && DEAD_REFRESH_CODES.has(error.code)) return true;
  return DEAD_REFRESH_MESSAGE.test(error.message ?? '');
}

/** GoTrue's user_banned: an administrator blocked the account (sign-in and refresh refused). */
export function isAccountBlockedError(error: ErrorLike): boolean {
  if (!error) return false;
  return error.code === 'user_banned' || /user is banned|user banned/i.test(error.message ?? '');
}

/** PostgREST and Auth codes of a rejected access token. */
const REJECTED_TOKEN_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303', 'bad_jwt', 'no_authorization']);
const REJECTED_TOKEN_MESSAGE = /jwt expired|invalid token|invalid jwt|not authenticated/i;

/** A data error mentioning JWT expired, invalid token or not authenticated. */
export function isRejectedTokenError(error: ErrorLike): boolean {
  if (!error) return false;
  if (error.code && REJECTED_TOKEN_CODES.has(error.code)) return true;
  return REJECTED_TOKEN_MESSAGE.test(error.message ?? '');
}

/** Either kind: the user must sign in again. */
export function isSessionExpiredError(error: ErrorLike): boolean {
  return isRefreshTokenError(error) || isRejectedTokenError(error);
}

/** 'Auth session missing' on sign-out means a silent local logout. */
export function isAuthSessionMissing(error: ErrorLike): boolean {
  if (!error) return false;
  return error.name === 'AuthSessionMissingError' || /auth session missing/i.test(error.message ?? '');
}
