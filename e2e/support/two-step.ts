// Two-step verification in the browser tests (docs/product/two-step.md): codes computed from the
// secret with otpauth, as an authenticator app does, and an account that already has a verified
// factor, set up through Auth as the user would (mfa.enroll, then the first code).
import * as OTPAuth from 'otpauth';
import { READY_CREATOR } from './forms';
import { randomCpf } from './people';
import { newUser, serviceClient } from './supabase-clients';

const TOTP_PERIOD_MS = 30_000;

export const totpCode = (secret: string, timestamp = Date.now()): string =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_MS / 1000, algorithm: 'SHA1' }).generate({
    timestamp,
  });

/**
 * A code that differs from `used` (Auth may refuse a code a second time in its window): the current
 * one, or else the next step's, which Auth accepts as an app whose clock runs a little ahead (one
 * step of skew either way), so the test never waits for the window to turn.
 */
export async function freshCode(secret: string, used?: string): Promise<string> {
  const now = Date.now();
  const code = totpCode(secret, now);
  return code === used ? totpCode(secret, now + TOTP_PERIOD_MS) : code;
}

export type TwoStepAccount = { email: string; password: string; id: string; secret: string; factorId: string; usedCode: string };

/** A creator with a finished profile and a verified authenticator app. */
export async function creatorWithTwoStep(tag: string): Promise<TwoStepAccount> {
  const user = await newUser(tag, { full_name: 'Iara Duas Etapas', cpf_cnpj: randomCpf(), category: 'Quero Oferecer meu serviço' });
  const update = await serviceClient().from('profiles').update(READY_CREATOR).eq('id', user.id);
  if (update.error) throw new Error(`profile update failed: ${update.error.message}`);
  const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
  if (enrolled.error) throw new Error(`enroll failed: ${enrolled.error.message}`);
  const { id: factorId, totp } = enrolled.data;
  const usedCode = totpCode(totp.secret);
  const verified = await user.client.auth.mfa.challengeAndVerify({ factorId, code: usedCode });
  if (verified.error) throw new Error(`verify failed: ${verified.error.message}`);
  return { email: user.email, password: user.password, id: user.id, secret: totp.secret, factorId, usedCode };
}
