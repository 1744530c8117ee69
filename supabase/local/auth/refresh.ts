// grant_type=refresh_token with GoTrue's rotation and reuse rules (wire §1.3): each use revokes
// the token and issues a child; a revoked token that is the parent of the session's active token
// gets that same active token back; another revoked token is accepted within
// refresh_token_reuse_interval (a fresh child); after that the session is revoked.
import type { IncomingMessage } from 'node:http';
import type { Stack } from '../types';
import { AuthError, badRequest, validation } from './errors';
import { issueTokens, newRefreshToken, touchSession, type TokenResponse } from './sessions';
import { findUserById, isBanned, type Db } from './users';

type TokenRow = { token: string; revoked: boolean; parent: string | null; session_id: string | null; reusable: boolean };

const notFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const noSession = () => badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');

export async function refreshGrant(stack: Stack, req: IncomingMessage, presented: string | undefined): Promise<TokenResponse> {
  if (!presented) throw validation('refresh_token required');
  if (presented.length < 12) throw validation('Refresh token is not valid');
  const [found] = await stack.sql<{ session_id: string | null }[]>`
    select session_id from auth.refresh_tokens where token = ${presented}`;
  if (!found) throw notFound();
  if (!found.session_id) {
    await stack.sql`delete from auth.refresh_tokens where token = ${presented}`;
    throw noSession();
  }
  const sessionId = found.session_id;
  // Refreshes of one session are serialised by locking its row: a concurrent request waits, then
  // sees the token revoked with an active child and gets that child back.
  const outcome = await stack.sql.begin(async (tx) => {
    const [session] = await tx<{ user_id: string; expired: boolean }[]>`
      select user_id, coalesce(not_after < now(), false) as expired from auth.sessions where id = ${sessionId} for update`;
    if (!session) throw noSession();
    const [token] = await tx<TokenRow[]>`
      select token, revoked, parent, session_id,
        updated_at + make_interval(secs => ${stack.config.refreshTokenReuseInterval}) >= now() as reusable
      from auth.refresh_tokens where token = ${presented} for update`;
    if (!token) throw notFound();
    const user = await findUserById(tx, session.user_id);
    if (!user) throw noSession();
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (session.expired) throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');

    let issued: string | null = null;
    if (token.revoked) {
      const [active] = await tx<{ token: string; parent: string | null }[]>`
        select token, parent from auth.refresh_tokens
        where session_id = ${sessionId} and revoked = false order by id desc limit 1`;
      if (active && active.parent === token.token) {
        issued = active.token; // the client lost the response of its last refresh
      } else if (!token.reusable) {
        // Reuse after the interval looks like a stolen token: the whole session goes.
        if (stack.config.refreshTokenRotation) await tx`delete from auth.sessions where id = ${sessionId}`;
        return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    }
    if (!issued) issued = await swap(tx, token, user.id, sessionId);
    await touchSession(tx, req, sessionId);
    return { session: await issueTokens(tx, stack, user.id, { sessionId, refreshToken: issued }, 'token_refresh') };
  });
  if ('error' in outcome) throw outcome.error as AuthError;
  return outcome.session as TokenResponse;
}

async function swap(tx: Db, token: TokenRow, userId: string, sessionId: string): Promise<string> {
  if (!token.revoked) await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where token = ${token.token}`;
  const child = newRefreshToken();
  await tx`insert into auth.refresh_tokens (token, user_id, parent, session_id)
           values (${child}, ${userId}, ${token.token}, ${sessionId})`;
  return child;
}
