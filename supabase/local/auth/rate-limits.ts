// GoTrue's rate limits from [auth.rate_limit] (config.authRateLimits), per client IP address,
// answered with GoTrue's 429 errors; plus what GoTrue leaves to its deployment and the local stack
// does itself: failed password sign-ins per e-mail address and wrong one-time codes per address
// (the code dies after OTP_MAX_ATTEMPTS wrong guesses).
import type { IncomingMessage } from 'node:http';
import type { AuthRateLimits } from '../config';
import type { Stack } from '../types';
import { Buckets } from './buckets';
import { AuthError } from './errors';

const MINUTE = 60_000;
const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;

/** Wrong codes after which the outstanding codes and links of an address are invalidated. */
export const OTP_MAX_ATTEMPTS = 5;

export type IpLimit =
  'signInSignUps' | 'tokenRefresh' | 'tokenVerifications' | 'anonymousUsers' | 'web3' | 'mfaChallenges' | 'mfaVerifications';

const WINDOW: Record<IpLimit, number> = {
  signInSignUps: FIVE_MINUTES,
  tokenRefresh: FIVE_MINUTES,
  tokenVerifications: FIVE_MINUTES,
  web3: FIVE_MINUTES,
  anonymousUsers: HOUR,
  mfaChallenges: MINUTE,
  mfaVerifications: MINUTE,
};

type State = {
  ip: Record<IpLimit, Buckets>;
  /** One shared bucket: the project's e-mail budget. */
  email: Buckets;
  failedSignIns: Buckets;
  /** Attempts at a code per address since its last code was sent (or accepted). */
  otpFailures: Map<string, number>;
};

const states = new WeakMap<Stack, State>();

function state(stack: Stack): State {
  let s = states.get(stack);
  if (!s) {
    s = {
      ip: {
        signInSignUps: new Buckets(),
        tokenRefresh: new Buckets(),
        tokenVerifications: new Buckets(),
        anonymousUsers: new Buckets(),
        web3: new Buckets(),
        mfaChallenges: new Buckets(),
        mfaVerifications: new Buckets(),
      },
      email: new Buckets(),
      failedSignIns: new Buckets(),
      otpFailures: new Map(),
    };
    states.set(stack, s);
  }
  return s;
}

export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
export const overEmailRateLimit = () => new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');

/** The caller's address as the socket sees it (no forwarding header is trusted). */
export function clientIp(req: IncomingMessage): string {
  const ip = req.socket.remoteAddress ?? 'unknown';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

// GoTrue keeps one limiter for challenges and one for verifications, both at the same rate.
const limitOf = (limits: AuthRateLimits, kind: IpLimit) =>
  kind === 'mfaChallenges' || kind === 'mfaVerifications' ? limits.mfaChallengeAndVerify : limits[kind];

/** Counts one request of `kind` from the caller's IP; 429 once the budget is used up. */
export function limitByIp(stack: Stack, req: IncomingMessage, kind: IpLimit) {
  const limit = limitOf(stack.config.authRateLimits, kind);
  if (!state(stack).ip[kind].take(clientIp(req), limit, WINDOW[kind])) throw overRequestRateLimit();
}

/** Counts one e-mail against the project's hourly budget (email_sent); 429 when it is spent. */
export function limitEmailSent(stack: Stack) {
  if (!state(stack).email.take('project', stack.config.authRateLimits.emailSent, HOUR)) throw overEmailRateLimit();
}

/** [auth.email] max_frequency: refuses a new e-mail to an address that got one moments ago. */
export function limitEmailFrequency(stack: Stack, lastSentAt: Date | null | undefined, now = Date.now()) {
  const wait = stack.config.emailMaxFrequency * 1000;
  if (!lastSentAt || wait <= 0) return;
  const left = Math.ceil((lastSentAt.getTime() + wait - now) / 1000);
  if (left > 0) {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`);
  }
}

/**
 * A password attempt for an address takes one of its sign_in_sign_ups tokens when it arrives
 * (so a burst of guesses is counted before any is checked); 429 when none is left. The token is
 * given back when the password turns out right: only failed attempts count against an address.
 */
export function takeSignInAttempt(stack: Stack, email: string) {
  if (!state(stack).failedSignIns.take(email, stack.config.authRateLimits.signInSignUps, FIVE_MINUTES)) {
    throw overRequestRateLimit();
  }
}

export function refundSignInAttempt(stack: Stack, email: string) {
  state(stack).failedSignIns.give(email, stack.config.authRateLimits.signInSignUps, FIVE_MINUTES);
}

/**
 * Counts an attempt at a code for the address when it arrives, before the code is checked (so a
 * burst of guesses cannot outrun the count); false once the address has had its OTP_MAX_ATTEMPTS.
 */
export function takeOtpAttempt(stack: Stack, email: string): boolean {
  const attempts = state(stack).otpFailures;
  const n = attempts.get(email) ?? 0;
  if (n >= OTP_MAX_ATTEMPTS) return false;
  attempts.delete(email);
  attempts.set(email, n + 1);
  if (attempts.size > 50_000) attempts.delete(attempts.keys().next().value as string);
  return true;
}

export function otpAttemptsSpent(stack: Stack, email: string): boolean {
  return (state(stack).otpFailures.get(email) ?? 0) >= OTP_MAX_ATTEMPTS;
}

/** A new code was sent to the address, or one was used: it gets its full attempts again. */
export function resetOtpFailures(stack: Stack, email: string) {
  state(stack).otpFailures.delete(email);
}
