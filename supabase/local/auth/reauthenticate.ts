// Reauthentication (GoTrue's internal/api/reauthenticate.go): GET /reauthenticate sends the
// signed-in user a one-time nonce (the [auth.email.template.reauthentication] e-mail, or a text
// message to a user with only a phone), and with [auth.email] secure_password_change a password
// change through PUT /user needs that nonce unless the session is less than 24 hours old. The
// nonce is kept hashed, lives for [auth.email] otp_expiry, is used once, and dies after
// OTP_MAX_ATTEMPTS wrong guesses (the local stack's limit on every code).
import { renderEmail } from '../mail/render';
import type { Stack } from '../types';
import type { UserCall } from './call';
import { AuthError, badRequest, forbidden, sendAuthJson, unprocessable } from './errors';
import { newOtp, tokenHash } from './mail';
import { sendFactorSms } from './mfa-sms';
import { limitEmailFrequency, limitEmailSent, otpAttemptsSpent, resetOtpFailures, takeOtpAttempt } from './rate-limits';
import type { Db, UserRow } from './users';

const INVALID_NONCE = 'Nonce has expired or is invalid';
/** GoTrue asks for a nonce only when the session is older than this. */
const RECENT_SESSION_MS = 24 * 60 * 60 * 1000;

type Nonce = { reauthentication_token: string | null; reauthentication_sent_at: Date | null };

const attemptsKey = (userId: string) => `reauthentication:${userId}`;
/** The address the nonce was sent to: the hash is keyed with it, as GoTrue's. */
const nonceAddress = (user: UserRow) => user.email || user.phone || '';

export async function reauthenticate(call: UserCall) {
  const { stack, res } = call;
  const { user } = call.caller;
  if (!user.email && !user.phone) {
    throw unprocessable('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  }
  if (user.email && !user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  if (!user.email && !user.phone_confirmed_at) throw unprocessable('phone_not_confirmed', 'Please verify your phone first.');
  const [sent] = await stack.sql<Nonce[]>`select reauthentication_token, reauthentication_sent_at from auth.users where id = ${user.id}`;
  limitEmailFrequency(stack, sent?.reauthentication_sent_at);
  if (user.email) limitEmailSent(stack);
  const nonce = newOtp();
  await stack.sql.begin(async (tx) => {
    await tx`update auth.users set reauthentication_token = ${tokenHash(stack.keys, nonceAddress(user), nonce)},
             reauthentication_sent_at = now() where id = ${user.id}`;
    if (user.email) await sendNonceEmail(stack, user.email, nonce);
    else await sendFactorSms(stack, user.phone ?? '', `Your code is ${nonce}`);
  });
  resetOtpFailures(stack, attemptsKey(user.id));
  sendAuthJson(res, 200, {});
}

async function sendNonceEmail(stack: Stack, to: string, nonce: string) {
  const mail = renderEmail(stack.config, 'reauthentication', {
    ConfirmationURL: '',
    Token: nonce,
    TokenHash: '',
    SiteURL: stack.config.siteUrl,
    RedirectTo: '',
    Email: to,
    NewEmail: '',
  });
  stack.log(`[auth] e-mail to ${to} "${mail.subject}": reauthentication (code ${nonce})`);
  if (!stack.mailer) return;
  try {
    await stack.mailer.send({ to, ...mail });
  } catch (e) {
    stack.log(`[auth] e-mail to ${to} could not be sent: ${(e as Error).message}`);
    throw new AuthError(500, 'unexpected_failure', 'Error sending Reauthentication OTP to user');
  }
}

/**
 * PUT /user with a new password under secure_password_change: a session younger than 24 hours
 * passes; otherwise the body's nonce must be the user's current one, which is then used up.
 */
export async function checkPasswordReauthentication(
  db: Db,
  stack: Stack,
  user: UserRow,
  sessionId: string | null,
  nonce: string | undefined,
): Promise<void> {
  if (!stack.config.securePasswordChange) return;
  const [session] = sessionId ? await db<{ created_at: Date }[]>`select created_at from auth.sessions where id = ${sessionId}` : [];
  if (session && Date.now() <= session.created_at.getTime() + RECENT_SESSION_MS) return;
  if (!nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  const [stored] = await db<(Nonce & { live: boolean })[]>`
    select reauthentication_token, reauthentication_sent_at,
      reauthentication_sent_at + make_interval(secs => ${stack.config.emailOtpExpiry}) >= now() as live
    from auth.users where id = ${user.id}`;
  if (!stored?.reauthentication_token || !stored.reauthentication_sent_at) {
    throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
  }
  const key = attemptsKey(user.id);
  const spendNonce = () => db`update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = ${user.id}`;
  if (!takeOtpAttempt(stack, key)) {
    await spendNonce();
    throw forbidden('reauthentication_not_valid', INVALID_NONCE);
  }
  if (!stored.live || stored.reauthentication_token !== tokenHash(stack.keys, nonceAddress(user), nonce)) {
    if (otpAttemptsSpent(stack, key)) await spendNonce();
    throw forbidden('reauthentication_not_valid', INVALID_NONCE);
  }
  await spendNonce();
  resetOtpFailures(stack, key);
}
