import { EMAIL_NOT_CONFIRMED, WRONG_CREDENTIALS, signInFailure, waitText } from './sign-in-error';

describe('sign-in failures', () => {
  it('a wrong e-mail or password is one message', () => {
    expect(signInFailure({ code: 'invalid_credentials', message: 'Invalid login credentials', status: 400 })).toEqual({
      kind: 'credentials',
      message: WRONG_CREDENTIALS,
    });
    expect(signInFailure({ message: 'Invalid login credentials' }).message).toBe('E-mail ou senha incorretos.');
  });

  it('an unconfirmed e-mail says how to get a new confirmation', () => {
    expect(signInFailure({ code: 'email_not_confirmed', message: 'Email not confirmed' })).toEqual({
      kind: 'unconfirmed',
      message: EMAIL_NOT_CONFIRMED,
    });
  });

  it('rate limiting says how long to wait', () => {
    expect(signInFailure({ code: 'over_request_rate_limit', status: 429, message: 'Request rate limit reached' })).toEqual({
      kind: 'rate-limited',
      message: 'Muitas tentativas em pouco tempo. Aguarde 5 minutos e tente novamente.',
    });
    expect(
      signInFailure({ code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 42 seconds.' })
        .message,
    ).toBe('Muitas tentativas em pouco tempo. Aguarde 42 segundos e tente novamente.');
    expect(waitText(1)).toBe('1 segundo');
    expect(waitText(61)).toBe('2 minutos');
    expect(waitText(60)).toBe('1 minuto');
  });

  it('anything else keeps the general message', () => {
    expect(signInFailure({ code: 'user_banned', message: 'User is banned' })).toEqual({
      kind: 'other',
      message: 'Sua conta está bloqueada. Entre em contato com o suporte.',
    });
  });
});
