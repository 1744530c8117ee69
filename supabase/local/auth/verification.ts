// Consuming e-mailed tokens (/verify): by the link's token hash or by address + 6-digit code.
// signup/invite confirm the address, magiclink/recovery sign in (confirming too), email_change
// moves the address; "email" is a code from either a sign-up or a magic-link message.
import type { Stack } from '../types';
import { confirmEmail } from './create-user';
import { applyEmailChange } from './email-change';
import { normalizeEmail } from './emails';
import { AuthError, forbidden } from './errors';
import { PKCE_PREFIX, tokenHash } from './mail';
import { otpAttemptsSpent, resetOtpFailures, takeOtpAttempt } from './rate-limits';
import type { AuthMethod } from './sessions';
import { isBanned, type Db, type UserRow } from './users';

export type VerifyType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email' | 'email_change';
export const VERIFY_TYPES: ReadonlySet<string> = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email', 'email_change']);

type Kind = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';
type Column = 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

export type Verified = {
  user: UserRow;
  kind: Kind;
  pkce: boolean;
  /** A double-confirmed e-mail change still waits for the link sent to the other address. */
  awaitingOtherAddress: boolean;
};

export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

export const FLOW_METHOD: Record<Kind, AuthMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

const COLUMNS: Record<VerifyType, Column[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token'],
  recovery: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

const SENT_AT: Record<Column, keyof UserRow> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
  email_change_token_current: 'email_change_sent_at',
};

const strip = (t: string | null | undefined) => (t?.startsWith(PKCE_PREFIX) ? t.slice(PKCE_PREFIX.length) : (t ?? ''));

export type VerifyInput = { type: VerifyType; tokenHash?: string; email?: string; otp?: string };

export async function consumeEmailToken(tx: Db, stack: Stack, input: VerifyInput, invalidMessage: string): Promise<Verified> {
  const invalid = () => new AuthError(403, 'otp_expired', invalidMessage);
  const match = await findMatch(tx, stack, input);
  if (!match) throw invalid();
  const { user, column } = match;
  const sentAt = user[SENT_AT[column]] as Date | null;
  if (!sentAt || sentAt.getTime() + stack.config.emailOtpExpiry * 1000 < Date.now()) throw invalid();
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  const pkce = (user[column] as string).startsWith(PKCE_PREFIX);
  const kind: Kind = input.type === 'email' ? (column === 'confirmation_token' ? 'signup' : 'magiclink') : input.type;

  if (kind === 'email_change') {
    const pending = user.email_change ?? '';
    const double = stack.config.doubleConfirmEmailChanges && !!user.email && !!user.email_change_token_current;
    if (double && (user.email_change_confirm_status ?? 0) === 0) {
      await tx`update auth.users set email_change_confirm_status = 1, ${tx(column)} = '' where id = ${user.id}`;
      return { user, kind, pkce, awaitingOtherAddress: true };
    }
    await applyEmailChange(tx, stack, user, pending);
  } else if (kind === 'signup' || kind === 'invite') {
    await confirmEmail(tx, user.id);
  } else {
    await tx`update auth.users set recovery_token = '' where id = ${user.id}`;
    if (!user.email_confirmed_at) await confirmEmail(tx, user.id);
  }
  return { user, kind, pkce, awaitingOtherAddress: false };
}

/** The address a code is tried for, as counted; null when it is not an address. */
export function codeAddress(raw: string | undefined): string | null {
  try {
    return normalizeEmail(raw);
  } catch {
    return null;
  }
}

/**
 * Counts an attempt at a code for the address before it is checked. Once the address has had
 * OTP_MAX_ATTEMPTS, every code and link outstanding for it is invalidated and the attempt is
 * refused unchecked, so guessing (even in parallel) cannot outlast the attempts.
 */
export async function takeCodeAttempt(stack: Stack, email: string, invalid: () => AuthError) {
  if (takeOtpAttempt(stack, email)) return;
  await invalidateCodes(stack, email);
  throw invalid();
}

/** After a wrong code: the last allowed attempt invalidates the address's codes and links. */
export async function wrongCode(stack: Stack, email: string) {
  if (otpAttemptsSpent(stack, email)) await invalidateCodes(stack, email);
}

export const codeAccepted = (stack: Stack, email: string) => resetOtpFailures(stack, email);

async function invalidateCodes(stack: Stack, email: string) {
  const rows = await stack.sql`
    update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = '',
      email_change_token_current = ''
    where (lower(email) = ${email} or lower(email_change) = ${email})
      and (confirmation_token <> '' or recovery_token <> '' or email_change_token_new <> '' or email_change_token_current <> '')
    returning id`;
  if (rows.length) stack.log(`[auth] too many wrong codes for ${email}: its codes and links are no longer valid`);
}

async function findMatch(tx: Db, stack: Stack, input: VerifyInput): Promise<{ user: UserRow; column: Column } | null> {
  const columns = COLUMNS[input.type];
  if (input.tokenHash !== undefined) {
    if (!input.tokenHash) return null;
    const candidates = [input.tokenHash, PKCE_PREFIX + input.tokenHash];
    for (const column of columns) {
      const [user] = await tx<UserRow[]>`select * from auth.users where ${tx(column)} = any(${candidates}) for update`;
      if (user) return { user, column };
    }
    return null;
  }
  const email = normalizeEmail(input.email);
  const hash = tokenHash(stack.keys, email, input.otp ?? '');
  const users =
    input.type === 'email_change'
      ? await tx<
          UserRow[]
        >`select * from auth.users where email_change <> '' and (lower(email_change) = ${email} or lower(email) = ${email}) for update`
      : await tx<UserRow[]>`select * from auth.users where lower(email) = ${email} for update`;
  for (const user of users) {
    for (const column of columns) {
      if (user[column] && strip(user[column] as string) === hash) return { user, column };
    }
  }
  return null;
}
