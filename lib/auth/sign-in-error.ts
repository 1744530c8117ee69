// What /login says when a sign-in fails (issue 16, item 5): one pt-BR message, shown once, in the
// form. A wrong e-mail or password is one message (never which of the two); an unconfirmed e-mail
// says how to get a new confirmation e-mail (the form offers to resend it); rate limiting says how
// long to wait. Anything else falls back to authErrorMessage, with a toast as well.
import { authErrorMessage, type AuthErrorLike } from './auth-error-message';

export const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.';
export const EMAIL_NOT_CONFIRMED =
  'Seu e-mail ainda não foi confirmado. Abra o link que enviamos para ele ou peça um novo e-mail de confirmação.';
/** [auth.rate_limit] sign_in_sign_ups refills over 5 minutes. */
export const SIGN_IN_WINDOW_MINUTES = 5;

export type SignInFailure = { kind: 'credentials' | 'unconfirmed' | 'rate-limited' | 'other'; message: string };

/** "… after 42 seconds" (GoTrue's e-mail frequency limit) → 42. */
function secondsToWait(message: string): number | null {
  const m = /after (\d+) seconds?/i.exec(message);
  return m ? Number(m[1]) : null;
}

export function waitText(seconds: number | null): string {
  if (seconds === null) return `${SIGN_IN_WINDOW_MINUTES} minutos`;
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

export function signInFailure(error: AuthErrorLike): SignInFailure {
  const code = error?.code ?? '';
  const message = error?.message ?? '';
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(message))
    return { kind: 'credentials', message: WRONG_CREDENTIALS };
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(message)) return { kind: 'unconfirmed', message: EMAIL_NOT_CONFIRMED };
  if (code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit' || error?.status === 429) {
    return {
      kind: 'rate-limited',
      message: `Muitas tentativas em pouco tempo. Aguarde ${waitText(secondsToWait(message))} e tente novamente.`,
    };
  }
  return { kind: 'other', message: authErrorMessage(error) };
}
