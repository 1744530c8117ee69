// Multi-factor authentication as GoTrue's internal/api/mfa.go answers it: POST /factors (enrol a
// TOTP or phone factor), POST /factors/{factorId}/challenge, POST /factors/{factorId}/verify
// (raises the session to aal2 and answers new tokens) and DELETE /factors/{factorId}. The admin's
// factor endpoints are in mfa-admin.ts.
import crypto from 'node:crypto';
import type { MfaFactorSwitches, Stack } from '../types';
import { readJson, str } from './body';
import type { UserCall } from './call';
import { AuthError, badRequest, forbidden, notFound, sendAuthJson, unexpected, unprocessable, validation } from './errors';
import { findOwnedFactor, loadFactors, type ChallengeRow, type FactorRow, type FactorType } from './factors';
import { sendFactorSms } from './mfa-sms';
import { clientIp } from './rate-limits';
import { issueTokens, newRefreshToken, type AuthMethod, type TokenResponse } from './sessions';
import { newTotpSecret, totpMatches, totpQrSvg, totpUri } from './totp';
import { UUID_RE, type Db } from './users';

/** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION: a challenge is good for 300 seconds. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
/** GoTrue's MFA_FACTOR_EXPIRY_DURATION: an unverified factor never challenged is dropped after 300 seconds. */
const FACTOR_EXPIRY_SECONDS = 300;
/** GoTrue's MFA_MAX_VERIFIED_FACTORS. */
const MAX_VERIFIED_FACTORS = 10;

const TYPES: Record<FactorType, { label: string; amr: AuthMethod; config: 'totp' | 'phone' | 'webAuthn' }> = {
  totp: { label: 'TOTP', amr: 'totp', config: 'totp' },
  phone: { label: 'Phone', amr: 'mfa/phone', config: 'phone' },
  webauthn: { label: 'WebAuthn', amr: 'mfa/webauthn', config: 'webAuthn' },
};

const isFactorType = (t: string | undefined): t is FactorType => t === 'totp' || t === 'phone' || t === 'webauthn';
const badFactorType = () => validation('factor_type needs to be totp, phone, or webauthn');
const switches = (stack: Stack, type: FactorType): MfaFactorSwitches => stack.config.mfa[TYPES[type].config];

function checkVerifyEnabled(stack: Stack, type: FactorType) {
  if (!switches(stack, type).verifyEnabled) {
    throw unprocessable(`mfa_${type}_verify_not_enabled`, `MFA verification is disabled for ${TYPES[type].label}`);
  }
  if (type === 'webauthn') throw validation('WebAuthn factors are not supported by the local stack');
}

/** GoTrue's requireNotAnonymous on every /factors route. */
function refuseAnonymous(call: UserCall) {
  if (call.caller.claims.is_anonymous === true) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  }
}

/** GoTrue's loadFactor: the caller's own factor of the path, or 404. */
export async function loadFactor(db: Db, userId: string, factorId: string | undefined): Promise<FactorRow> {
  if (!factorId || !UUID_RE.test(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(db, userId, factorId);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

async function sessionAal(db: Db, sessionId: string | null): Promise<string | null> {
  if (!sessionId) return null;
  const [row] = await db<{ aal: string | null }[]>`select aal from auth.sessions where id = ${sessionId}`;
  return row?.aal ?? null;
}

/** GoTrue's validatePhone: the number without "+" and spaces, E.164 digits. */
export function e164(phone: string): string | null {
  const digits = phone.replace(/^\+/, '').replace(/ /g, '');
  return /^[1-9]\d{1,14}$/.test(digits) ? digits : null;
}

/** GoTrue's validateFactors: expired unverified factors go, then the name and the limits are checked. */
async function checkNewFactor(tx: Db, stack: Stack, userId: string, sessionId: string | null, name: string) {
  await tx`
    delete from auth.mfa_factors f where f.status <> 'verified'
      and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
      and f.created_at + make_interval(secs => ${FACTOR_EXPIRY_SECONDS}) < now()`;
  const factors = (await loadFactors(tx, [userId])).get(userId) ?? [];
  if (factors.some((f) => (f.friendly_name ?? '') === name)) {
    throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`);
  }
  const verified = factors.filter((f) => f.status === 'verified').length;
  if (factors.length >= stack.config.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
    throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
  }
  if (verified > 0 && (await sessionAal(tx, sessionId)) !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }
}

export async function enrollFactor(call: UserCall) {
  const { stack, req, res } = call;
  const { user, sessionId } = call.caller;
  refuseAnonymous(call);
  if (!sessionId) throw unexpected('A valid session and a registered user are required to enroll a factor');
  const body = await readJson(req);
  const type = str(body, 'factor_type');
  const name = str(body, 'friendly_name') ?? '';
  if (!isFactorType(type)) throw badFactorType();
  if (!switches(stack, type).enrollEnabled) {
    throw unprocessable(`mfa_${type}_enroll_not_enabled`, `MFA enroll is disabled for ${TYPES[type].label}`);
  }
  if (type === 'webauthn') throw validation('WebAuthn factors are not supported by the local stack');
  const id = crypto.randomUUID();
  if (type === 'phone') {
    const given = str(body, 'phone');
    if (!given) throw validation('Phone number required to enroll Phone factor');
    const phone = e164(given);
    if (!phone) throw validation('Invalid phone number format (E.164 required)');
    await stack.sql.begin(async (tx) => {
      await tx`select id from auth.users where id = ${user.id} for update`;
      const same = ((await loadFactors(tx, [user.id])).get(user.id) ?? []).filter((f) => f.factor_type === 'phone' && f.phone === phone);
      if (same.some((f) => f.status === 'verified')) {
        throw unprocessable(
          'mfa_verified_factor_exists',
          'A verified phone factor already exists, unenroll the existing factor to continue',
        );
      }
      if (same.length) await tx`delete from auth.mfa_factors where id = any(${same.map((f) => f.id)}::uuid[])`;
      await checkNewFactor(tx, stack, user.id, sessionId, name);
      await tx`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, phone)
               values (${id}, ${user.id}, ${name}, 'phone', 'unverified', now(), now(), ${phone})`;
    });
    return sendAuthJson(res, 200, { id, type: 'phone', friendly_name: name, phone: given });
  }
  const issuer = str(body, 'issuer') || new URL(stack.config.siteUrl).host;
  const secret = newTotpSecret();
  const uri = totpUri(issuer, user.email ?? '', secret);
  const qrCode = await totpQrSvg(uri);
  await stack.sql.begin(async (tx) => {
    await tx`select id from auth.users where id = ${user.id} for update`;
    await checkNewFactor(tx, stack, user.id, sessionId, name);
    await tx`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
             values (${id}, ${user.id}, ${name}, 'totp', 'unverified', now(), now(), ${secret})`;
  });
  sendAuthJson(res, 200, { id, type: 'totp', friendly_name: name, totp: { qr_code: qrCode, secret, uri } });
}

const hashCode = (code: string) => crypto.createHash('sha256').update(code).digest('hex');
const newPhoneCode = (length: number) => Array.from({ length }, () => crypto.randomInt(0, 10)).join('');

export async function challengeFactor(call: UserCall) {
  const { stack, req, res } = call;
  refuseAnonymous(call);
  const factor = await loadFactor(stack.sql, call.caller.user.id, call.params.factorId);
  const body = await readJson(req, { allowEmpty: true });
  checkVerifyEnabled(stack, factor.factor_type);
  const id = crypto.randomUUID();
  let otpHash: string | null = null;
  if (factor.factor_type === 'phone') {
    const channel = str(body, 'channel') || 'sms';
    if (channel !== 'sms') throw validation("Invalid channel, supported values are 'sms' or 'whatsapp'");
    const { maxFrequency, otpLength, template } = stack.config.mfa.phone;
    if (factor.last_challenged_at) {
      const left = Math.ceil((factor.last_challenged_at.getTime() + maxFrequency * 1000 - Date.now()) / 1000);
      if (left > 0) {
        throw new AuthError(429, 'over_sms_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`);
      }
    }
    const code = newPhoneCode(otpLength);
    otpHash = hashCode(code);
    await sendFactorSms(stack, factor.phone ?? '', template.replace(/\{\{\s*\.Code\s*\}\}/g, code));
  }
  const [row] = await stack.sql.begin(async (tx) => {
    await tx`update auth.mfa_factors set last_challenged_at = now() where id = ${factor.id}`;
    return tx<{ expires_at: number }[]>`
      insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, otp_code)
      values (${id}, ${factor.id}, now(), ${clientIp(req)}, ${otpHash})
      returning floor(extract(epoch from created_at))::bigint + ${CHALLENGE_EXPIRY_SECONDS} as expires_at`;
  });
  sendAuthJson(res, 200, { id, type: factor.factor_type, expires_at: Number(row.expires_at) });
}

type LockedChallenge = ChallengeRow & { expired: boolean };

/** GoTrue's validateChallenge, on the challenge row locked for the verification's transaction. */
async function lockChallenge(tx: Db, factor: FactorRow, challengeId: string, ip: string): Promise<LockedChallenge | AuthError> {
  const [challenge] = await tx<LockedChallenge[]>`
    select id, factor_id, created_at, verified_at, host(ip_address) as ip_address, otp_code,
      created_at + make_interval(secs => ${CHALLENGE_EXPIRY_SECONDS}) < now() as expired
    from auth.mfa_challenges where id = ${challengeId} and factor_id = ${factor.id} for update`;
  if (!challenge) return unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (challenge.verified_at || challenge.ip_address !== ip) {
    return unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (challenge.expired) {
    await tx`delete from auth.mfa_challenges where id = ${challenge.id}`;
    return unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  return challenge;
}

function codeMatches(factor: FactorRow, challenge: ChallengeRow, code: string): boolean {
  if (factor.factor_type === 'totp') return !!factor.secret && totpMatches(factor.secret, code);
  if (!challenge.otp_code) return false;
  return crypto.timingSafeEqual(Buffer.from(challenge.otp_code), Buffer.from(hashCode(code)));
}

/**
 * GoTrue's updateMFASessionAndClaims and what follows it: the session gains the factor's amr
 * method and becomes aal2, its refresh tokens give way to a new one, the user's other aal1
 * sessions end, and the user's other unverified factors of that type go.
 */
async function raiseSession(tx: Db, stack: Stack, userId: string, sessionId: string, factor: FactorRow): Promise<TokenResponse> {
  const method = TYPES[factor.factor_type].amr;
  await tx`insert into auth.mfa_amr_claims (session_id, authentication_method) values (${sessionId}, ${method})
           on conflict (session_id, authentication_method) do update set updated_at = now()`;
  const [current] = await tx<{ token: string }[]>`
    select token from auth.refresh_tokens where session_id = ${sessionId} order by id desc limit 1 for update`;
  if (!current) throw unexpected('Database error granting user');
  const refreshToken = newRefreshToken();
  await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where token = ${current.token}`;
  await tx`insert into auth.refresh_tokens (token, user_id, parent, session_id)
           values (${refreshToken}, ${userId}, ${current.token}, ${sessionId})`;
  // The session's aal1 refresh tokens can no longer be traded for its aal2 tokens (GoTrue's
  // newer refresh tokens get the same effect from their counter).
  await tx`delete from auth.refresh_tokens where session_id = ${sessionId} and token <> ${refreshToken}`;
  await tx`update auth.sessions set aal = 'aal2', factor_id = ${factor.id}, updated_at = now() where id = ${sessionId}`;
  const tokens = await issueTokens(tx, stack, userId, { sessionId, refreshToken }, method);
  await tx`delete from auth.sessions where user_id = ${userId} and coalesce(aal, 'aal1') = 'aal1'`;
  await tx`delete from auth.mfa_factors where user_id = ${userId} and status = 'unverified'
           and factor_type = ${factor.factor_type}::auth.factor_type and id <> ${factor.id}`;
  return tokens;
}

export async function verifyFactor(call: UserCall) {
  const { stack, req, res } = call;
  const { user, sessionId } = call.caller;
  refuseAnonymous(call);
  const factor = await loadFactor(stack.sql, user.id, call.params.factorId);
  const body = await readJson(req);
  const challengeId = str(body, 'challenge_id') ?? '00000000-0000-0000-0000-000000000000';
  if (!UUID_RE.test(challengeId)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: invalid UUID ${JSON.stringify(challengeId)}`);
  }
  const code = str(body, 'code') ?? '';
  if (!code) throw validation('Code needs to be non-empty');
  checkVerifyEnabled(stack, factor.factor_type);
  if (!sessionId) throw unexpected('Cannot read SessionId claim as UUID');
  const ip = clientIp(req);
  const outcome = await stack.sql.begin(async (tx) => {
    const challenge = await lockChallenge(tx, factor, challengeId, ip);
    if (challenge instanceof AuthError) return { error: challenge };
    if (!codeMatches(factor, challenge, code)) {
      const what = factor.factor_type === 'totp' ? 'TOTP' : 'MFA Phone';
      return { error: unprocessable('mfa_verification_failed', `Invalid ${what} code entered`) };
    }
    await tx`update auth.mfa_challenges set verified_at = now() where id = ${challenge.id}`;
    await tx`update auth.mfa_factors set status = 'verified', updated_at = now() where id = ${factor.id} and status <> 'verified'`;
    return { tokens: await raiseSession(tx, stack, user.id, sessionId, factor) };
  });
  if ('error' in outcome) throw outcome.error;
  sendAuthJson(res, 200, outcome.tokens);
}

export async function unenrollFactor(call: UserCall) {
  const { stack, res } = call;
  const { user, sessionId } = call.caller;
  refuseAnonymous(call);
  const factor = await loadFactor(stack.sql, user.id, call.params.factorId);
  if (!sessionId) throw unexpected('A valid session and factor are required to unenroll a factor');
  if (factor.status === 'verified' && (await sessionAal(stack.sql, sessionId)) !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await stack.sql.begin(async (tx) => {
    await tx`delete from auth.mfa_factors where id = ${factor.id}`;
    // GoTrue's DowngradeSessionsToAAL1: the sessions this factor raised lose its method and aal2.
    await tx`delete from auth.mfa_amr_claims where authentication_method = ${TYPES[factor.factor_type].amr}
             and session_id in (select id from auth.sessions where user_id = ${user.id} and factor_id = ${factor.id})`;
    await tx`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
             where user_id = ${user.id} and factor_id = ${factor.id}`;
  });
  sendAuthJson(res, 200, { id: factor.id });
}
