import { SESSION_HOOK_FAILED, UNEXPECTED_AUTH_ERROR, authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it('translates known GoTrue errors by code', () => {
    expect(authErrorMessage({ code: 'user_already_exists', message: 'User already registered' })).toBe('Este e-mail já está cadastrado.');
    expect(authErrorMessage({ code: 'invalid_credentials', message: 'Invalid login credentials' })).toBe('E-mail ou senha incorretos.');
    expect(authErrorMessage({ code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' })).toMatch(/^Muitas tentativas/);
  });

  it('tells a blocked account so (GoTrue user_banned), by code or by message', () => {
    expect(authErrorMessage({ code: 'user_banned', message: 'User is banned', status: 400 })).toBe(
      'Sua conta está bloqueada. Entre em contato com o suporte.',
    );
    expect(authErrorMessage({ message: 'User is banned' })).toMatch(/^Sua conta está bloqueada/);
    expect(authErrorMessage({ message: 'Invalid Refresh Token: User Banned' })).toMatch(/^Sua conta está bloqueada/);
  });

  it('falls back to the message when there is no code', () => {
    expect(authErrorMessage({ message: 'User already registered' })).toBe('Este e-mail já está cadastrado.');
    expect(authErrorMessage({ message: 'Invalid login credentials' })).toBe('E-mail ou senha incorretos.');
    expect(authErrorMessage({ message: 'Password should be at least 6 characters.' })).toMatch(/^A senha é muito fraca/);
    expect(authErrorMessage({ message: 'Unable to validate email address: invalid format' })).toBe('Informe um e-mail válido.');
    expect(authErrorMessage({ message: 'Signups not allowed for this instance' })).toBe('Novos cadastros estão desativados no momento.');
    expect(authErrorMessage({ message: 'Database error saving new user' })).toMatch(/^Não foi possível criar sua conta/);
  });

  it("refuses an oversized request in pt-BR, not with the server's English (found by fuzzing change-password)", () => {
    const tooLarge = 'Request body is too large: the limit is 1048576 bytes';
    expect(authErrorMessage({ code: 'request_too_large', message: tooLarge, status: 413 })).toBe(
      'Verifique os dados informados e tente novamente.',
    );
    expect(authErrorMessage({ message: tooLarge, status: 413 })).toBe('Verifique os dados informados e tente novamente.');
  });

  it('reports a failing access token hook in pt-BR, not as a network failure', () => {
    // What auth-js makes of GoTrue's 500 {code: 'unexpected_failure', message: 'Error running hook URI: ...'}.
    const message = 'Error running hook URI: pg-functions://postgres/public/custom_access_token_hook';
    expect(SESSION_HOOK_FAILED).toBe('Não foi possível iniciar sua sessão agora. Tente novamente em alguns instantes.');
    expect(authErrorMessage({ name: 'AuthRetryableFetchError', status: 500, message })).toBe(SESSION_HOOK_FAILED);
    expect(authErrorMessage({ code: 'unexpected_failure', status: 500, message })).toBe(SESSION_HOOK_FAILED);
    expect(authErrorMessage({ code: 'unexpected_failure', message: 'Internal server error' })).toMatch(/^Não foi possível concluir/);
  });

  it("reports a server failure in pt-BR, not in the server's English", () => {
    // GoTrue's 500 while its database is out of reach (supabase/local/test/database-down.stack.test.ts).
    const message = 'Unexpected failure, please check server logs for more information';
    expect(authErrorMessage({ name: 'AuthApiError', status: 500, message })).toBe('Não foi possível concluir a operação. Tente novamente.');
    expect(authErrorMessage({ name: 'AuthRetryableFetchError', status: 500, message })).toMatch(/^Não foi possível conectar/);
  });

  it('reports network failures in pt-BR', () => {
    expect(authErrorMessage({ name: 'AuthRetryableFetchError', message: '{}', status: 0 })).toMatch(/^Não foi possível conectar/);
    expect(authErrorMessage({ message: 'Failed to fetch' })).toMatch(/^Não foi possível conectar/);
    expect(authErrorMessage({ status: 429, message: 'slow down' })).toMatch(/^Muitas tentativas/);
  });

  it('keeps an unknown server message and never returns an empty text', () => {
    expect(authErrorMessage({ message: 'Algo específico do servidor' })).toBe('Algo específico do servidor');
    expect(authErrorMessage({ code: 'something_new', message: 'New thing' })).toBe('New thing');
    expect(authErrorMessage({ message: '' })).toBe(UNEXPECTED_AUTH_ERROR);
    expect(authErrorMessage({ message: '{}' })).toBe(UNEXPECTED_AUTH_ERROR);
    expect(authErrorMessage(null)).toBe(UNEXPECTED_AUTH_ERROR);
  });
});
