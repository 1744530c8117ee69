import {
  isAccountBlockedError,
  isAuthSessionMissing,
  isRefreshTokenError,
  isRejectedTokenError,
  isSessionExpiredError,
} from './session-errors';

describe('isRefreshTokenError (a dead refresh token)', () => {
  it('matches the dead-refresh codes', () => {
    for (const code of ['refresh_token_not_found', 'refresh_token_already_used', 'session_not_found', 'session_expired', 'user_banned']) {
      expect(isRefreshTokenError({ code, message: 'x' })).toBe(true);
    }
  });
  it("matches 'Invalid Refresh Token' messages without a code", () => {
    expect(isRefreshTokenError({ message: 'Invalid Refresh Token: Refresh Token Not Found' })).toBe(true);
    expect(isRefreshTokenError({ message: 'invalid refresh token: already used' })).toBe(true);
  });
  it('ignores other errors and nothing', () => {
    expect(isRefreshTokenError(null)).toBe(false);
    expect(isRefreshTokenError(undefined)).toBe(false);
    expect(isRefreshTokenError({ name: 'AuthRetryableFetchError', message: 'fetch failed', status: 0 })).toBe(false);
    expect(isRefreshTokenError({ code: 'invalid_credentials', message: 'Invalid login credentials' })).toBe(false);
    expect(isRefreshTokenError({ message: 'JWT expired' })).toBe(false);
  });
});

describe('isRejectedTokenError (a token the Data API rejects)', () => {
  it.each([
    [{ code: 'PGRST303', message: 'JWT expired' }],
    [{ code: 'PGRST301', message: 'JWSError JWSInvalidSignature' }],
    [{ message: 'JWT expired' }],
    [{ message: 'invalid token' }],
    [{ message: 'Invalid JWT' }],
    [{ message: 'User not authenticated' }],
    [{ code: 'bad_jwt', message: 'invalid claim: missing sub claim' }],
  ])('matches %j', (error) => expect(isRejectedTokenError(error)).toBe(true));

  it('ignores data errors', () => {
    expect(isRejectedTokenError({ code: '42P01', message: 'relation "public.pages" does not exist' })).toBe(false);
    expect(isRejectedTokenError({ code: '57014', message: 'canceling statement due to statement timeout' })).toBe(false);
    expect(isRejectedTokenError({ message: 'TypeError: fetch failed' })).toBe(false);
    expect(isRejectedTokenError(null)).toBe(false);
  });

  it('isSessionExpiredError is either kind', () => {
    expect(isSessionExpiredError({ message: 'JWT expired' })).toBe(true);
    expect(isSessionExpiredError({ code: 'refresh_token_not_found' })).toBe(true);
    expect(isSessionExpiredError({ code: '42501', message: 'permission denied for table pages' })).toBe(false);
  });
});

describe('isAuthSessionMissing', () => {
  it('matches the error class and its message', () => {
    expect(isAuthSessionMissing({ name: 'AuthSessionMissingError', message: 'Auth session missing!' })).toBe(true);
    expect(isAuthSessionMissing({ message: 'Auth session missing!' })).toBe(true);
    expect(isAuthSessionMissing({ message: 'Erro ao sair' })).toBe(false);
    expect(isAuthSessionMissing(null)).toBe(false);
  });
});

describe('isAccountBlockedError', () => {
  it("matches GoTrue's user_banned by code or message", () => {
    expect(isAccountBlockedError({ code: 'user_banned', message: 'User is banned' })).toBe(true);
    expect(isAccountBlockedError({ message: 'Invalid Refresh Token: User Banned' })).toBe(true);
    expect(isAccountBlockedError({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' })).toBe(
      false,
    );
    expect(isAccountBlockedError(null)).toBe(false);
  });
});
