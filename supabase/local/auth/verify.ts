// /verify: GET is the e-mailed link (redirects to redirect_to with ?code= for PKCE flows or a
// #access_token=… fragment otherwise, errors as #error=…); POST (verifyOtp) answers the session,
// for a texted code too (phone-verify.ts).
import type { ServerResponse } from 'node:http';
import { readJson, str } from './body';
import type { AuthCall } from './call';
import { AuthError, badRequest, sendAuthJson, validation } from './errors';
import { issueAuthCode } from './pkce';
import { verifyPhone } from './phone-verify';
import { resolveRedirect } from './redirect';
import { signIn } from './sessions';
import {
  codeAccepted,
  codeAddress,
  consumeEmailToken,
  FLOW_METHOD,
  SINGLE_CONFIRMATION_ACCEPTED,
  takeCodeAttempt,
  VERIFY_TYPES,
  wrongCode,
  type VerifyType,
} from './verification';

const LINK_TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email_change']);
const LINK_INVALID = 'Email link is invalid or has expired';
const OTP_INVALID = 'Token has expired or is invalid';
const otpInvalid = () => new AuthError(403, 'otp_expired', OTP_INVALID);

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { Location: location });
  res.end();
}

function withParams(target: string, params: Record<string, string>, where: 'query' | 'fragment' | 'both'): string {
  const u = new URL(target);
  const q = new URLSearchParams(params);
  if (where !== 'fragment') for (const [k, v] of q) u.searchParams.set(k, v);
  if (where !== 'query') u.hash = q.toString();
  return u.toString();
}

export async function verifyGet(call: AuthCall) {
  const { stack, url, res, req } = call;
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  const target = resolveRedirect(stack.config, url.searchParams.get('redirect_to'));
  if (!token) throw validation('Verify requires a token or a token hash');
  if (!type) throw validation('Verify requires a verification type');
  if (!LINK_TYPES.has(type)) throw validation('Unsupported verification type');
  const pkceLink = token.startsWith('pkce_');
  try {
    const location = await stack.sql.begin(async (tx) => {
      const v = await consumeEmailToken(tx, stack, { type: type as VerifyType, tokenHash: token }, LINK_INVALID);
      if (v.awaitingOtherAddress) {
        return withParams(target, { message: SINGLE_CONFIRMATION_ACCEPTED }, v.pkce ? 'both' : 'fragment');
      }
      if (v.pkce) {
        const code = await issueAuthCode(tx, v.user.id, FLOW_METHOD[v.kind]);
        if (!code) throw badRequest('flow_state_not_found', 'No associated flow state found');
        return withParams(target, { code }, 'query');
      }
      const session = await signIn(tx, stack, req, v.user.id, 'otp');
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      });
      return `${target.split('#')[0]}#${fragment}`;
    });
    redirect(res, location);
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    const error = e.status >= 500 ? 'server_error' : e.status === 403 ? 'access_denied' : 'invalid_request';
    redirect(res, withParams(target, { error, error_code: e.code, error_description: e.message }, pkceLink ? 'both' : 'fragment'));
  }
}

export async function verifyPost(call: AuthCall) {
  const { stack, req, res } = call;
  const body = await readJson(req);
  const type = str(body, 'type');
  const tokenHash = str(body, 'token_hash');
  const token = str(body, 'token');
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  if (!type) throw validation('Verify requires a verification type');
  if (phone && token && !tokenHash) {
    if (email) throw validation('Only an email address or phone number should be provided on verify');
    return verifyPhone(call, type, phone, token);
  }
  // A texted code is checked by number: a link's hash or an e-mail address finds none.
  if (type === 'sms' || type === 'phone_change') throw tokenHash ? validation('Invalid email verification type') : otpInvalid();
  if (!VERIFY_TYPES.has(type)) throw validation('Unsupported verification type');
  if (!tokenHash && !(email && token)) throw validation('Verify requires either a token hash or an email and a token');
  // A code (not a link's hash, which cannot be guessed) counts against its address's attempts.
  const address = tokenHash ? null : codeAddress(email);
  if (address) await takeCodeAttempt(stack, address, otpInvalid);
  const result = await stack.sql
    .begin(async (tx) => {
      const input = tokenHash ? { type: type as VerifyType, tokenHash } : { type: type as VerifyType, email, otp: token };
      const v = await consumeEmailToken(tx, stack, input, OTP_INVALID);
      if (v.awaitingOtherAddress) return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 };
      return signIn(tx, stack, req, v.user.id, 'otp');
    })
    .catch(async (e) => {
      if (address && e instanceof AuthError && e.code === 'otp_expired') await wrongCode(stack, address);
      throw e;
    });
  if (address) codeAccepted(stack, address);
  sendAuthJson(res, 200, result);
}
