// Phone numbers as GoTrue keeps them (digits only: "+" and spaces dropped, then E.164's 2-15
// digits), the users and phone identities behind them, and GoTrue's phone-provider answers.
import type { Stack } from '../types';
import { AuthError, badRequest, validation } from './errors';
import type { Db, Meta, UserRow } from './users';

const E164 = /^[1-9][0-9]{1,14}$/;

/** GoTrue's formatPhoneNumber: the leading "+" and every space dropped (no validation). */
export const formatPhone = (raw: string) => raw.replace(/^\+/, '').replaceAll(' ', '');

/** A number as stored, or GoTrue's 400 for one that is not E.164. */
export function validatePhone(raw: string | undefined): string {
  const phone = formatPhone(raw ?? '');
  if (!E164.test(phone)) throw validation('Invalid phone number format (E.164 required)');
  return phone;
}

/** The message channel GoTrue accepts: "sms", or "whatsapp" with a Twilio provider. */
export function checkChannel(stack: Stack, channel: string | undefined) {
  const provider = stack.config.sms.provider;
  const ok = !channel || channel === 'sms' || (channel === 'whatsapp' && (provider === 'twilio' || provider === 'twilio_verify'));
  if (!ok) throw validation("Invalid channel, supported values are 'sms' or 'whatsapp'");
}

/** [auth.sms] enable_signup: GoTrue's external.phone. */
export const phoneEnabled = (stack: Stack) => stack.config.sms.enableSignup;
/** GoTrue's Sms.Autoconfirm ([auth.sms] enable_confirmations = false). */
export const phoneAutoconfirm = (stack: Stack) => !stack.config.sms.enableConfirmations;

/** The fixed code of a [auth.sms.test_otp] number, if it is one. */
export function testOtp(stack: Stack, phone: string): string | undefined {
  return Object.hasOwn(stack.config.sms.testOtp, phone) ? stack.config.sms.testOtp[phone] : undefined;
}

export const phoneExists = () => new AuthError(422, 'phone_exists', 'A user with this phone number has already been registered');
export const phoneDisabled = (message: string) => badRequest('phone_provider_disabled', message);

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db<UserRow[]>`
    select * from auth.users where phone = ${phone} and is_sso_user = false order by created_at limit 1`;
  return row ?? null;
}

/**
 * Adds the user's phone identity (GoTrue's provider.Claims: sub, phone when given,
 * email_verified and phone_verified), or updates the one it has with `data`.
 */
export async function upsertPhoneIdentity(tx: Db, userId: string, data: Meta): Promise<Meta> {
  const [existing] = await tx<{ identity_data: Meta }[]>`
    update auth.identities set identity_data = identity_data || ${tx.json(data as never)}, updated_at = now()
    where user_id = ${userId} and provider = 'phone' returning identity_data`;
  if (existing) return existing.identity_data;
  const identity = { sub: userId, email_verified: false, phone_verified: false, ...data };
  await tx`insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
           values (${userId}, ${userId}, ${tx.json(identity as never)}, 'phone', now(), now())`;
  return identity;
}

/** GoTrue's UpdateAppMetaDataProviders: app_metadata.providers from the identities, provider the first. */
export async function syncProviders(tx: Db, userId: string) {
  await tx`
    update auth.users u set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
      || jsonb_build_object('providers', p.providers) || jsonb_build_object('provider', p.providers -> 0)
    from (select coalesce(jsonb_agg(provider order by first), '[]'::jsonb) as providers
          from (select provider, min(created_at) as first from auth.identities where user_id = ${userId} group by provider) i) p
    where u.id = ${userId} and jsonb_array_length(p.providers) > 0`;
}
