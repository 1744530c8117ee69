// Phone sign-up and sign-in as GoTrue answers them: POST /signup with a phone and password,
// POST /otp with a phone (a texted code, creating the user when allowed), POST /resend of a
// sign-up or phone-change code, and the password grant with a phone. With [auth.sms]
// enable_signup = false each answers GoTrue's phone_provider_disabled (or, where GoTrue checks
// something else first, that answer).
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Stack } from '../types';
import { bool, obj, str, type Body } from './body';
import type { AuthCall } from './call';
import { DuplicateUserError, insertUser } from './create-user';
import { badRequest, INVALID_LOGIN, sendAuthJson, unprocessable, validation } from './errors';
import { checkStrength, hashPassword, passwordMatches } from './passwords';
import {
  checkChannel,
  findUserByPhone,
  formatPhone,
  phoneAutoconfirm,
  phoneDisabled,
  phoneEnabled,
  upsertPhoneIdentity,
  validatePhone,
} from './phone';
import { sendPhoneOtp } from './phone-otp';
import { refundSignInAttempt, takeSignInAttempt } from './rate-limits';
import { signIn } from './sessions';
import { findUserById, isBanned, userPayload, type Db, type Meta, type UserRow } from './users';

const alreadyRegistered = () => unprocessable('user_already_exists', 'User already registered');
const signupDisabled = () => unprocessable('signup_disabled', 'Signups not allowed for this instance');

/** The claims GoTrue puts in a phone identity; sign-up data fills in only the keys they leave free. */
const IDENTITY_CLAIMS = new Set(['sub', 'email_verified', 'phone_verified']);

async function confirmPhone(tx: Db, userId: string) {
  await tx`update auth.users set phone_confirmed_at = now(), confirmation_token = '', updated_at = now() where id = ${userId}`;
}

/**
 * A new phone user as GoTrue's sign-up makes one: the row, the phone identity, and the
 * identity's claims merged into user_metadata (GoTrue's RemoveUnconfirmedIdentities).
 */
async function newPhoneUser(tx: Db, stack: Stack, phone: string, passwordHash: string | null, data: Meta): Promise<UserRow> {
  const id = await insertUser(tx, stack, {
    email: null,
    phone,
    passwordHash,
    userMeta: data,
    appMeta: { provider: 'phone', providers: ['phone'] },
    confirmEmail: false,
  });
  const extra = Object.fromEntries(Object.entries(data).filter(([k]) => !IDENTITY_CLAIMS.has(k)));
  const identity = await upsertPhoneIdentity(tx, id, extra);
  await tx`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ${tx.json(identity as never)}
           where id = ${id}`;
  return (await findUserById(tx, id))!;
}

/** GoTrue's sanitizeUser: what a repeated sign-up of a confirmed number answers (nothing stored). */
function lookAlikeUser(phone: string, data: Meta) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email: '',
    phone,
    confirmation_sent_at: now,
    app_metadata: { provider: 'phone', providers: ['phone'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** POST /signup with a phone (the caller has counted the IP and checked [auth] enable_signup). */
export async function phoneSignup(call: AuthCall, body: Body, phoneRaw: string) {
  const { stack, req, res } = call;
  const password = str(body, 'password');
  const data = obj(body, 'data') ?? {};
  if (!password) throw validation('Signup requires a valid password');
  checkStrength(stack.config, password);
  checkChannel(stack, str(body, 'channel'));
  if (str(body, 'code_challenge')) throw validation('PKCE not supported for phone signups');
  if (!phoneEnabled(stack)) throw phoneDisabled('Phone signups are disabled');
  const phone = validatePhone(phoneRaw);
  const autoconfirm = phoneAutoconfirm(stack);
  // Hashed whether or not it is needed: a registered number must not answer faster than a new one.
  const passwordHash = await hashPassword(password);
  const existing = await findUserByPhone(stack.sql, phone);
  if (existing && (existing.phone_confirmed_at || autoconfirm)) {
    // GoTrue: "User already registered" when either kind of sign-up autoconfirms, else a look-alike.
    if (autoconfirm || !stack.config.enableConfirmations) throw alreadyRegistered();
    return sendAuthJson(res, 200, lookAlikeUser(phone, data));
  }
  const result = await stack.sql
    .begin(async (tx) => {
      const user = existing ?? (await newPhoneUser(tx, stack, phone, passwordHash, data));
      if (autoconfirm) {
        await confirmPhone(tx, user.id);
        return { session: await signIn(tx, stack, req, user.id, 'password') };
      }
      await sendPhoneOtp(tx, stack, user, phone, 'confirmation');
      return { user: await userPayload(tx, user.id) };
    })
    .catch((e) => {
      throw e instanceof DuplicateUserError ? alreadyRegistered() : e;
    });
  sendAuthJson(res, 200, 'session' in result ? result.session : result.user);
}

/** GoTrue's shouldCreateUser for a phone: create_user = false only reaches numbers with an account. */
export async function phoneMayGetCode(stack: Stack, body: Body, phoneRaw: string) {
  if (bool(body, 'create_user') ?? true) return;
  if (!(await findUserByPhone(stack.sql, validatePhone(phoneRaw)))) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
}

/**
 * POST /otp with a phone (GoTrue's SmsOtp): a number without a confirmed account is signed up
 * first (confirmed at once when [auth.sms] autoconfirms, else its confirmation code is texted and
 * the answer is `{}`); a confirmed one gets a sign-in code and the answer names the message.
 */
export async function phoneOtp(call: AuthCall, body: Body, phoneRaw: string) {
  const { stack, res } = call;
  await phoneMayGetCode(stack, body, phoneRaw);
  if (!phoneEnabled(stack)) throw phoneDisabled('Unsupported phone provider');
  const phone = validatePhone(phoneRaw);
  checkChannel(stack, str(body, 'channel'));
  const data = obj(body, 'data') ?? {};
  const autoconfirm = phoneAutoconfirm(stack);
  const existing = await findUserByPhone(stack.sql, phone);
  if (!existing?.phone_confirmed_at && !stack.config.enableSignup) throw signupDisabled();
  const answer = await stack.sql
    .begin(async (tx) => {
      let user = existing;
      if (!user?.phone_confirmed_at) {
        user ??= await newPhoneUser(tx, stack, phone, null, data);
        if (!autoconfirm) {
          await sendPhoneOtp(tx, stack, user, phone, 'confirmation');
          return {};
        }
        await confirmPhone(tx, user.id);
      }
      return { message_id: await sendPhoneOtp(tx, stack, user, phone, 'confirmation') };
    })
    .catch((e) => {
      throw e instanceof DuplicateUserError ? alreadyRegistered() : e;
    });
  sendAuthJson(res, 200, answer);
}

/**
 * POST /resend of a texted code (type "sms" to the account's number while it is unconfirmed,
 * "phone_change" to the number it is changing to). `user` was found by the request's phone or
 * e-mail; GoTrue answers `{}` when there is nothing to resend.
 */
export async function resendPhoneCode(call: AuthCall, type: 'sms' | 'phone_change', user: UserRow | null, phone: string | null) {
  const { stack, res } = call;
  if (!user) return sendAuthJson(res, 200, {});
  if (type === 'sms' && (user.phone_confirmed_at || !phone)) return sendAuthJson(res, 200, {});
  if (type === 'phone_change' && !user.phone_change) return sendAuthJson(res, 200, {});
  const messageId = await stack.sql.begin(async (tx) => {
    const [fresh] = await tx<UserRow[]>`select * from auth.users where id = ${user.id} for update`;
    return type === 'sms'
      ? sendPhoneOtp(tx, stack, fresh, phone!, 'confirmation')
      : sendPhoneOtp(tx, stack, fresh, fresh.phone_change ?? '', 'phone_change');
  });
  sendAuthJson(res, 200, messageId ? { message_id: messageId } : {});
}

/** GoTrue's resend checks of a phone: the provider must be on and the number E.164. */
export function resendPhoneNumber(stack: Stack, raw: string): string {
  if (!phoneEnabled(stack)) throw phoneDisabled('Phone logins are disabled');
  return validatePhone(raw);
}

/** POST /token?grant_type=password with a phone (the caller has counted the IP). */
export async function phonePasswordGrant(stack: Stack, req: IncomingMessage, phoneRaw: string, password: string | undefined) {
  if (!phoneEnabled(stack)) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  const phone = formatPhone(phoneRaw);
  const key = `phone:${phone}`;
  takeSignInAttempt(stack, key);
  const user = await findUserByPhone(stack.sql, phone);
  if (user?.encrypted_password && isBanned(user)) throw badRequest('user_banned', 'User is banned');
  const ok = await passwordMatches(password ?? '', user?.encrypted_password);
  if (!user || !ok) throw badRequest('invalid_credentials', INVALID_LOGIN);
  refundSignInAttempt(stack, key);
  if (!user.phone_confirmed_at) throw badRequest('phone_not_confirmed', 'Phone not confirmed');
  return stack.sql.begin((tx) => signIn(tx, stack, req, user.id, 'password'));
}
