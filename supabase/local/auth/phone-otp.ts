// Texting a one-time code, as GoTrue's sendPhoneConfirmation: [auth.sms] max_frequency per
// number first (test numbers too), then a [auth.sms.test_otp] number gets its fixed code and no
// text; any other counts against sms_sent (while confirmations are on, as GoTrue counts) and gets
// a fresh 6-digit code from [auth.sms] template. The stored token is the code's hash keyed with
// the number (mail.ts's tokenHash), so a code only works for the number it was texted to.
import type { Stack } from '../types';
import { fillTemplate } from '../mail/render';
import { AuthError } from './errors';
import { newOtp, tokenHash } from './mail';
import { phoneAutoconfirm, testOtp } from './phone';
import { limitSmsFrequency, limitSmsSent, resetOtpFailures } from './rate-limits';
import { sendSms } from './sms';
import type { Db, UserRow } from './users';

/** GoTrue's otp types for phone sign-in: a sign-up/sign-in code, a code for a new number. */
export type PhoneOtpType = 'confirmation' | 'phone_change';

/** Lifetime of a texted code: the CLI runs GoTrue with GOTRUE_SMS_OTP_EXP=6000 (seconds). */
export const SMS_OTP_EXPIRY = 6000;

/** The key a number's wrong-code attempts are counted under (rate-limits.ts). */
export const phoneAttemptKey = (phone: string) => `phone:${phone}`;

/** The text of a code, from [auth.sms] template. */
export const smsText = (stack: Stack, code: string) => fillTemplate(stack.config.sms.template, { Code: code }, false);

/**
 * Stores a fresh code for `phone` on the user and texts it. Answers GoTrue's message id
 * ("test-otp" for a test number). Runs inside the caller's transaction, as GoTrue's does, so a
 * failed send leaves nothing stored.
 */
export async function sendPhoneOtp(tx: Db, stack: Stack, user: UserRow, phone: string, type: PhoneOtpType): Promise<string> {
  limitSmsFrequency(stack, type === 'confirmation' ? user.confirmation_sent_at : user.phone_change_sent_at);
  let code = testOtp(stack, phone);
  let messageId = 'test-otp';
  if (code === undefined) {
    if (!phoneAutoconfirm(stack)) limitSmsSent(stack);
    code = newOtp();
    try {
      messageId = await sendSms(stack, phone, smsText(stack, code));
    } catch (e) {
      stack.log(`[auth] sms to +${phone} could not be delivered: ${(e as Error).message}`);
      throw new AuthError(422, 'sms_send_failed', `Error sending ${type} OTP to provider: ${(e as Error).message}`);
    }
  }
  const token = tokenHash(stack.keys, phone, code);
  if (type === 'confirmation') {
    await tx`update auth.users set confirmation_token = ${token}, confirmation_sent_at = now() where id = ${user.id}`;
  } else {
    await tx`update auth.users set phone_change = ${phone}, phone_change_token = ${token}, phone_change_sent_at = now()
             where id = ${user.id}`;
  }
  resetOtpFailures(stack, phoneAttemptKey(phone));
  return messageId;
}
