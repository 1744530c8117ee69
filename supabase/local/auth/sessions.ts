// Sessions, refresh tokens and the token response (wire §1.1, §1.5). Every grant ends in
// issueTokens, inside the grant's transaction, so a failing hook leaves no session behind.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { signAccessToken, type Claims } from '../jwt';
import type { Stack } from '../types';
import { runAccessTokenHook } from './hook';
import { loadFactors } from './factors';
import { findUserById, loadIdentities, userJson, type Db, type UserRow } from './users';

/** GoTrue's authentication methods: the `amr` method and the hook's authentication_method. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'anonymous'
  | 'email/signup'
  | 'magiclink'
  | 'recovery'
  | 'invite'
  | 'email_change'
  | 'token_refresh'
  | 'totp'
  | 'mfa/phone'
  | 'mfa/webauthn';

/** amr methods that make a session aal2 (GoTrue's IsAAL2Claim): a verified second factor. */
export const AAL2_METHODS: ReadonlySet<string> = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export type TokenResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

export const newRefreshToken = () => crypto.randomBytes(16).toString('base64url');

function clientInfo(req: IncomingMessage) {
  const ua = req.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua : null, ip: req.socket.remoteAddress ?? null };
}

/** Opens a session for the user: session row, its first refresh token and its amr entry. */
export async function createSession(tx: Db, req: IncomingMessage, userId: string, method: AuthMethod) {
  const sessionId = crypto.randomUUID();
  const refreshToken = newRefreshToken();
  const { userAgent, ip } = clientInfo(req);
  await tx`insert into auth.sessions (id, user_id, aal, user_agent, ip) values (${sessionId}, ${userId}, 'aal1', ${userAgent}, ${ip})`;
  await tx`insert into auth.mfa_amr_claims (session_id, authentication_method) values (${sessionId}, ${method})`;
  await tx`insert into auth.refresh_tokens (token, user_id, session_id) values (${refreshToken}, ${userId}, ${sessionId})`;
  await tx`update auth.users set last_sign_in_at = now() where id = ${userId}`;
  await tx`update auth.identities set last_sign_in_at = now() where user_id = ${userId}`;
  return { sessionId, refreshToken };
}

export async function touchSession(tx: Db, req: IncomingMessage, sessionId: string) {
  const { userAgent, ip } = clientInfo(req);
  await tx`update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now(),
           user_agent = ${userAgent}, ip = ${ip} where id = ${sessionId}`;
}

export function baseClaims(stack: Stack, user: UserRow, sessionId: string, amr: Claims['amr'], nowMs = Date.now()): Claims {
  const iat = Math.floor(nowMs / 1000);
  return {
    iss: `${stack.url}/auth/v1`,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp: iat + stack.config.jwtExpiry,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
}

/** Signs an access token for the session (through the hook when configured) and answers the session. */
export async function issueTokens(
  tx: Db,
  stack: Stack,
  userId: string,
  session: { sessionId: string; refreshToken: string },
  method: AuthMethod,
): Promise<TokenResponse> {
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`user ${userId} vanished while issuing a token`);
  const amrRows = await tx<{ method: string; ts: number }[]>`
    select authentication_method as method, floor(extract(epoch from updated_at))::int as ts
    from auth.mfa_amr_claims where session_id = ${session.sessionId} order by updated_at desc`;
  let claims = baseClaims(
    stack,
    user,
    session.sessionId,
    amrRows.map((r) => ({ method: r.method, timestamp: r.ts })),
  );
  // As GoTrue: the level follows from the session's methods, so a refresh keeps aal2.
  if (amrRows.some((r) => AAL2_METHODS.has(r.method))) claims.aal = 'aal2';
  if (stack.config.customAccessTokenHook?.enabled) {
    claims = await runAccessTokenHook(tx, stack, { user_id: user.id, claims, authentication_method: method });
  }
  const [identities, factors] = await Promise.all([loadIdentities(tx, [user.id]), loadFactors(tx, [user.id])]);
  return {
    access_token: signAccessToken(stack.keys, claims),
    token_type: 'bearer',
    expires_in: stack.config.jwtExpiry,
    // The JWT's own exp, so refresh scheduling (expires_at) and getClaims (exp) agree.
    expires_at: Number(claims.exp),
    refresh_token: session.refreshToken,
    user: userJson(user, identities.get(user.id) ?? [], factors.get(user.id) ?? []),
  };
}

export async function signIn(tx: Db, stack: Stack, req: IncomingMessage, userId: string, method: AuthMethod) {
  const session = await createSession(tx, req, userId, method);
  return issueTokens(tx, stack, userId, session, method);
}
