// POST /token?grant_type=password|refresh_token|pkce. Each grant counts against a per-IP limit
// before its body is read: password sign-ins against sign_in_sign_ups, refresh and PKCE code
// exchanges against token_refresh. Failed password sign-ins also count per e-mail address, so a
// guesser spreading over addresses or IPs still meets a limit.
import { readJson, str } from './body';
import type { AuthCall } from './call';
import { idTokenGrant, requireEmailProvider, web3Grant } from './disabled';
import { badRequest, INVALID_LOGIN, sendAuthJson, validation } from './errors';
import { passwordMatches } from './passwords';
import { phonePasswordGrant } from './phone-signin';
import { consumeAuthCode } from './pkce';
import { limitByIp, refundSignInAttempt, takeSignInAttempt } from './rate-limits';
import { refreshGrant } from './refresh';
import { signIn, type AuthMethod } from './sessions';
import { findUserByEmail, findUserById, isBanned } from './users';

export async function token(call: AuthCall) {
  const grant = call.url.searchParams.get('grant_type') ?? '';
  if (grant === 'web3') return web3Grant(call);
  if (grant === 'id_token') return idTokenGrant(call);
  if (grant !== 'password' && grant !== 'refresh_token' && grant !== 'pkce') {
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
  limitByIp(call.stack, call.req, grant === 'password' ? 'signInSignUps' : 'tokenRefresh');
  const body = await readJson(call.req);
  if (grant === 'refresh_token') {
    return sendAuthJson(call.res, 200, await refreshGrant(call.stack, call.req, str(body, 'refresh_token')));
  }
  if (grant === 'pkce') return pkceGrant(call, str(body, 'auth_code'), str(body, 'code_verifier'));
  return passwordGrant(call, str(body, 'email'), str(body, 'phone'), str(body, 'password'));
}

async function passwordGrant(call: AuthCall, emailRaw?: string, phone?: string, password?: string) {
  const { stack } = call;
  if (emailRaw && phone) throw validation('Only an email address or phone number should be provided on login.');
  if (phone) return sendAuthJson(call.res, 200, await phonePasswordGrant(stack, call.req, phone, password));
  if (!emailRaw) throw validation('missing email or phone');
  requireEmailProvider(stack.config, 'login');
  const email = emailRaw.trim().toLowerCase();
  takeSignInAttempt(stack, email);
  const user = email ? await findUserByEmail(stack.sql, email) : null;
  // As GoTrue: a banned account with a password is refused before the password is checked.
  if (user?.encrypted_password && isBanned(user)) throw badRequest('user_banned', 'User is banned');
  const ok = await passwordMatches(password ?? '', user?.encrypted_password);
  if (!user || !ok) throw badRequest('invalid_credentials', INVALID_LOGIN);
  refundSignInAttempt(stack, email);
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  const session = await stack.sql.begin((tx) => signIn(tx, stack, call.req, user.id, 'password'));
  sendAuthJson(call.res, 200, session);
}

async function pkceGrant(call: AuthCall, authCode?: string, verifier?: string) {
  const { stack } = call;
  if (!authCode || !verifier) throw validation('invalid request: both auth code and code verifier should be non-empty');
  const session = await stack.sql.begin(async (tx) => {
    const flow = await consumeAuthCode(tx, authCode, verifier);
    const user = await findUserById(tx, flow.user_id!);
    if (!user) throw badRequest('user_not_found', 'User not found');
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    return signIn(tx, stack, call.req, user.id, flow.authentication_method as AuthMethod);
  });
  sendAuthJson(call.res, 200, session);
}
