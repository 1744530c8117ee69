// Inserting a user the way GoTrue does: the auth.users row first (so triggers on auth.users see
// the sign-up metadata), then the e-mail identity (its claims live in identity_data only:
// user_metadata stays as given), then the confirmation, which adds email_verified to
// user_metadata as GoTrue's User.Confirm does. Runs inside the caller's transaction.
import crypto from 'node:crypto';
import type { Stack } from '../types';
import { AuthError, pgCode, unexpected } from './errors';
import type { Db, Meta } from './users';

export class DuplicateUserError extends Error {}

export type NewUser = {
  id?: string;
  email: string | null;
  phone?: string | null;
  passwordHash: string | null;
  userMeta: Meta;
  /** Sign-up only: GoTrue copies the sign-up data into identity_data too (keys the claims lack). */
  identityExtra?: Meta;
  appMeta: Meta;
  role?: string | null;
  confirmEmail: boolean;
  confirmPhone?: boolean;
  anonymous?: boolean;
  invited?: boolean;
  bannedUntil?: Date | null;
};

const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

export async function insertUser(tx: Db, stack: Stack, u: NewUser): Promise<string> {
  const id = u.id ?? crypto.randomUUID();
  try {
    await tx`
      insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, raw_app_meta_data,
        raw_user_meta_data, is_anonymous, invited_at, banned_until, confirmation_token, recovery_token,
        email_change, email_change_token_new, created_at, updated_at)
      values (${INSTANCE_ID}, ${id}, 'authenticated', ${u.role || 'authenticated'}, ${u.email}, ${u.phone ?? null},
        ${u.passwordHash ?? ''}, ${tx.json(u.appMeta as never)}, ${tx.json(u.userMeta as never)}, ${!!u.anonymous},
        case when ${!!u.invited} then now() end, ${u.bannedUntil ?? null}, '', '', '', '', now(), now())`;
  } catch (e) {
    throw dbFailure(stack, e, 'Database error saving new user');
  }
  try {
    if (u.email) {
      const claims = { sub: id, email: u.email, email_verified: u.confirmEmail, phone_verified: false };
      const identity = { ...u.identityExtra, ...claims };
      await tx`
        insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
        values (${id}, ${id}, ${tx.json(identity as never)}, 'email', now(), now())`;
      const verified = u.confirmEmail ? { email_verified: true } : {};
      await tx`
        update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ${tx.json(verified)},
          email_confirmed_at = case when ${u.confirmEmail} then now() end,
          phone_confirmed_at = case when ${!!u.confirmPhone} then now() end
        where id = ${id}`;
    } else if (u.confirmPhone) {
      await tx`update auth.users set phone_confirmed_at = now() where id = ${id}`;
    }
  } catch (e) {
    throw dbFailure(stack, e, 'Database error updating user');
  }
  return id;
}

/**
 * A database error as GoTrue reports it; a unique violation of auth's own tables means the user
 * already exists (two sign-ups racing). One raised by a trigger of the project (a unique rule of
 * its own tables) is "Database error saving new user", as GoTrue answers any trigger failure.
 */
export function dbFailure(stack: Stack, e: unknown, message: string): Error {
  if (e instanceof AuthError) return e;
  if (pgCode(e) === '23505' && (e as { schema_name?: string }).schema_name === 'auth') return new DuplicateUserError((e as Error).message);
  stack.log(`[auth] ${message}: ${(e as Error)?.message ?? e}`);
  return unexpected(message);
}

/** Confirms the e-mail address: the timestamp plus email_verified in metadata and identity. */
export async function confirmEmail(tx: Db, userId: string) {
  const verified = { email_verified: true };
  await tx`
    update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
      raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ${tx.json(verified)}, updated_at = now()
    where id = ${userId}`;
  await tx`
    update auth.identities set identity_data = identity_data || ${tx.json(verified)}, updated_at = now()
    where user_id = ${userId} and provider = 'email'`;
}
