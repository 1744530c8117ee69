// Texted codes checked (POST /verify with a phone, verifyOtp type "sms" or "phone_change") and
// phone changes (PUT /user with a phone), as GoTrue's verifyUserAndToken / smsVerify / UserUpdate.
// A [auth.sms.test_otp] number's fixed code is always accepted. Wrong codes count per number:
// after OTP_MAX_ATTEMPTS the number's codes are void (as for e-mailed codes, verification.ts).
import type { Stack } from '../types';
import type { AuthCall } from './call';
import { AuthError, forbidden, pgCode, sendAuthJson } from './errors';
import { tokenHash } from './mail';
import { findUserByPhone, phoneAutoconfirm, phoneExists, syncProviders, testOtp, upsertPhoneIdentity, validatePhone } from './phone';
import { phoneAttemptKey, sendPhoneOtp, SMS_OTP_EXPIRY } from './phone-otp';
import { otpAttemptsSpent, resetOtpFailures, takeOtpAttempt } from './rate-limits';
import { signIn } from './sessions';
import { isBanned, type Db, type UserRow } from './users';

export type PhoneVerifyType = 'sms' | 'phone_change';

const OTP_INVALID = 'Token has expired or is invalid';
const invalid = () => new AuthError(403, 'otp_expired', OTP_INVALID);

/** POST /verify with phone + token (GoTrue answers any type other than sms/phone_change as an unknown user). */
export async function verifyPhone(call: AuthCall, type: string, phoneRaw: string, token: string) {
  const { stack, req, res } = call;
  const phone = validatePhone(phoneRaw);
  if (type !== 'sms' && type !== 'phone_change') throw invalid();
  const key = phoneAttemptKey(phone);
  if (!takeOtpAttempt(stack, key)) {
    await voidCodes(stack, phone);
    throw invalid();
  }
  const session = await stack.sql
    .begin(async (tx) => {
      const user = await matchCode(tx, stack, type, phone, token);
      await applyPhoneCode(tx, user, type, phone);
      return signIn(tx, stack, req, user.id, 'otp');
    })
    .catch(async (e) => {
      if (e instanceof AuthError && e.code === 'otp_expired' && otpAttemptsSpent(stack, key)) await voidCodes(stack, phone);
      throw e;
    });
  resetOtpFailures(stack, key);
  sendAuthJson(res, 200, session);
}

async function matchCode(tx: Db, stack: Stack, type: PhoneVerifyType, phone: string, token: string): Promise<UserRow> {
  const [user] =
    type === 'sms'
      ? await tx<UserRow[]>`select * from auth.users where phone = ${phone} and is_sso_user = false for update`
      : await tx<UserRow[]>`select * from auth.users where phone_change = ${phone} and is_sso_user = false for update`;
  if (!user) throw invalid();
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  if (testOtp(stack, phone) === token) return user;
  const stored = type === 'sms' ? user.confirmation_token : user.phone_change_token;
  const sentAt = type === 'sms' ? user.confirmation_sent_at : user.phone_change_sent_at;
  const fresh = !!sentAt && sentAt.getTime() + SMS_OTP_EXPIRY * 1000 >= Date.now();
  if (!stored || !fresh || stored !== tokenHash(stack.keys, phone, token)) throw invalid();
  return user;
}

/** GoTrue's smsVerify: "sms" confirms the number, "phone_change" moves the user to it. */
async function applyPhoneCode(tx: Db, user: UserRow, type: PhoneVerifyType, phone: string) {
  if (type === 'sms') {
    await tx`update auth.users set phone_confirmed_at = now(), confirmation_token = '', updated_at = now() where id = ${user.id}`;
  } else {
    await applyPhoneChange(tx, user.id, phone);
  }
  if (user.is_anonymous) await tx`update auth.users set is_anonymous = false where id = ${user.id}`;
  await syncProviders(tx, user.id);
}

/** The number becomes the user's confirmed phone; its phone identity says so. */
export async function applyPhoneChange(tx: Db, userId: string, phone: string) {
  await upsertPhoneIdentity(tx, userId, { phone, phone_verified: true });
  try {
    await tx`update auth.users set phone = ${phone}, phone_change = '', phone_change_token = '', phone_confirmed_at = now(),
             updated_at = now() where id = ${userId}`;
  } catch (e) {
    throw pgCode(e) === '23505' ? phoneExists() : e;
  }
}

/**
 * PUT /user with a phone, checked before the update's transaction: the number as stored, or null
 * when it is the user's own already (nothing to do).
 */
export async function phoneChangeTarget(stack: Stack, user: UserRow, raw: string): Promise<string | null> {
  const phone = validatePhone(raw);
  if (phone === (user.phone ?? '')) return null;
  if (await findUserByPhone(stack.sql, phone)) throw phoneExists();
  return phone;
}

/** Inside the update: autoconfirmed at once, or a code texted to the new number. */
export async function changePhone(tx: Db, stack: Stack, user: UserRow, phone: string) {
  if (phoneAutoconfirm(stack)) {
    await applyPhoneChange(tx, user.id, phone);
    if (user.is_anonymous) await tx`update auth.users set is_anonymous = false where id = ${user.id}`;
    await syncProviders(tx, user.id);
    return;
  }
  await sendPhoneOtp(tx, stack, user, phone, 'phone_change');
}

/** After too many wrong codes for a number: its codes are void. */
async function voidCodes(stack: Stack, phone: string) {
  const rows = await stack.sql`
    update auth.users set
      confirmation_token = case when phone = ${phone} then '' else confirmation_token end,
      phone_change_token = case when phone_change = ${phone} then '' else phone_change_token end
    where (phone = ${phone} and confirmation_token <> '') or (phone_change = ${phone} and phone_change_token <> '')
    returning id`;
  if (rows.length) stack.log(`[auth] too many wrong codes for +${phone}: its codes are no longer valid`);
}
