// E-mail changes (PUT /user, admin links): the new address must be confirmed from a link sent to
// it and, with [auth.email] double_confirm_changes, from one sent to the current address too.
import type { Stack } from '../types';
import { dbFailure, DuplicateUserError } from './create-user';
import { DUPLICATE_EMAIL, unprocessable } from './errors';
import { newOtp, PKCE_PREFIX, tokenHash, verifyLink, type IssuedLink } from './mail';
import { resetOtpFailures } from './rate-limits';
import type { Db, UserRow } from './users';

export type EmailChangeLinks = { toNew: IssuedLink; toCurrent: IssuedLink | null };

export async function startEmailChange(
  tx: Db,
  stack: Stack,
  user: UserRow,
  newEmail: string,
  opts: { pkce: boolean; redirectTo: string },
): Promise<EmailChangeLinks> {
  const prefix = opts.pkce ? PKCE_PREFIX : '';
  const link = (email: string): IssuedLink => {
    const otp = newOtp();
    const hashedToken = tokenHash(stack.keys, email, otp);
    resetOtpFailures(stack, email);
    return {
      type: 'email_change',
      otp,
      hashedToken,
      redirectTo: opts.redirectTo,
      link: verifyLink(stack, prefix + hashedToken, 'email_change', opts.redirectTo),
    };
  };
  const toNew = link(newEmail);
  const toCurrent = stack.config.doubleConfirmEmailChanges && user.email ? link(user.email) : null;
  await tx`
    update auth.users set email_change = ${newEmail}, email_change_token_new = ${prefix + toNew.hashedToken},
      email_change_token_current = ${toCurrent ? prefix + toCurrent.hashedToken : ''},
      email_change_confirm_status = 0, email_change_sent_at = now()
    where id = ${user.id}`;
  return { toNew, toCurrent };
}

/**
 * The pending address becomes the user's confirmed e-mail (an anonymous user becomes permanent).
 * As GoTrue's ConfirmEmailChange, user_metadata only gains email_verified when the account was
 * not confirmed yet; the new address goes to the e-mail identity's identity_data.
 */
export async function applyEmailChange(tx: Db, stack: Stack, user: UserRow, newEmail: string) {
  const claims = { email: newEmail, email_verified: true };
  try {
    await tx`
      update auth.users set email = ${newEmail}, email_change = '', email_change_token_new = '',
        email_change_token_current = '', email_change_confirm_status = 0,
        email_confirmed_at = coalesce(email_confirmed_at, now()), is_anonymous = false,
        raw_user_meta_data = case when email_confirmed_at is null
          then coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified":true}'::jsonb else raw_user_meta_data end,
        raw_app_meta_data = case when is_anonymous
          then coalesce(raw_app_meta_data, '{}'::jsonb) || '{"provider":"email","providers":["email"]}'::jsonb
          else raw_app_meta_data end,
        updated_at = now()
      where id = ${user.id}`;
    const updated = await tx`
      update auth.identities set identity_data = identity_data || ${tx.json(claims)}, updated_at = now()
      where user_id = ${user.id} and provider = 'email' returning id`;
    if (!updated.length) {
      const identity = { sub: user.id, ...claims, phone_verified: false };
      await tx`insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
               values (${user.id}, ${user.id}, ${tx.json(identity)}, 'email', now(), now())`;
    }
  } catch (e) {
    const err = dbFailure(stack, e, 'Database error updating user');
    throw err instanceof DuplicateUserError ? unprocessable('email_exists', DUPLICATE_EMAIL) : err;
  }
}
