import { AuthApiError } from '@supabase/supabase-js';
import { directSql, signedInUser, uniqueEmail } from '../testing/clients';
import { authFetch, decodeJwt, PASSWORD, readSessionCookie, ssrClient, writeSessionCookie, type Jar } from '../testing/auth';

const db = directSql();
afterAll(() => db.end());

async function refresh(token: string) {
  const res = await authFetch('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: token }) });
  return { status: res.status, body: await res.json() };
}

/** Moves a revoked token's revocation back in time, past the 10 s reuse interval. */
const ageToken = (token: string) => db`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = ${token}`;

describe('refresh tokens', () => {
  test('each refresh rotates the token and keeps the session', async () => {
    const { client, session } = await signedInUser({}, 'rotate');
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const next = data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.user.id).toBe(session.user.id);
    expect(decodeJwt(next.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    expect(next.expires_at).toBe(decodeJwt(next.access_token).exp);
    const rows = await db`select token, revoked, parent from auth.refresh_tokens
                          where token in (${session.refresh_token}, ${next.refresh_token}) order by id`;
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      { token: next.refresh_token, revoked: false, parent: session.refresh_token },
    ]);
  });

  test('the parent of the active token gets that same active token back (lost response)', async () => {
    const { session } = await signedInUser({}, 'parent');
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(first.body.refresh_token);
    expect(again.body.access_token).not.toBe(first.body.access_token);
    // ... whatever the time: GoTrue allows this case without a reuse window.
    await ageToken(session.refresh_token);
    expect((await refresh(session.refresh_token)).body.refresh_token).toBe(first.body.refresh_token);
  });

  test('concurrent refreshes with one token all succeed with the same new token', async () => {
    const { session } = await signedInUser({}, 'concurrent');
    const results = await Promise.all([1, 2, 3].map(() => refresh(session.refresh_token)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(1);
  });

  test('an older revoked token is accepted within the reuse interval with a fresh child', async () => {
    const { session } = await signedInUser({}, 'window');
    const r1 = (await refresh(session.refresh_token)).body.refresh_token;
    const r2 = (await refresh(r1)).body.refresh_token;
    const reused = await refresh(session.refresh_token); // revoked, not the parent of r2
    expect(reused.status).toBe(200);
    expect([session.refresh_token, r1, r2]).not.toContain(reused.body.refresh_token);
    const [child] = await db`select parent, revoked from auth.refresh_tokens where token = ${reused.body.refresh_token}`;
    expect(child).toEqual({ parent: session.refresh_token, revoked: false });
  });

  test('reuse after the interval is refresh_token_already_used and revokes the whole session', async () => {
    const { client, session } = await signedInUser({}, 'stolen');
    const r1 = (await refresh(session.refresh_token)).body;
    const r2 = (await refresh(r1.refresh_token)).body;
    await ageToken(session.refresh_token);
    const reused = await refresh(session.refresh_token);
    expect(reused).toEqual({
      status: 400,
      body: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' },
    });
    const sessionId = decodeJwt(session.access_token).session_id;
    expect(await db`select id from auth.sessions where id = ${sessionId}`).toHaveLength(0);
    expect((await refresh(r2.refresh_token)).body.code).toBe('refresh_token_not_found');
    const user = await client.auth.getUser(r2.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  test('unknown, short and missing tokens and a banned user get GoTrue errors', async () => {
    expect(await refresh('abcdefghijklmnopqrstuv')).toEqual({
      status: 400,
      body: { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
    });
    expect(await refresh('short')).toEqual({ status: 400, body: { code: 'validation_failed', message: 'Refresh token is not valid' } });
    expect(await refresh('')).toEqual({ status: 400, body: { code: 'validation_failed', message: 'refresh_token required' } });
    const { client, user } = await signedInUser({}, 'banned-refresh');
    await db`update auth.users set banned_until = now() + interval '1 hour' where id = ${user.id}`;
    const { error } = await client.auth.refreshSession();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, code: 'user_banned', message: 'Invalid Refresh Token: User Banned' });
  });
});

describe('@supabase/ssr server clients sharing cookies', () => {
  test('two clients presenting the same already-rotated token converge on one session', async () => {
    const jarA: Jar = new Map();
    const email = uniqueEmail('ssr');
    const signUp = await ssrClient(jarA).auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    const stored = readSessionCookie(jarA)!;
    expect(stored.refresh_token).toBe(signUp.data.session!.refresh_token);

    // Both requests arrive with a session about to expire (inside auth-js's 90 s margin).
    writeSessionCookie(jarA, { ...stored, expires_at: Math.floor(Date.now() / 1000) - 5 });
    const jarB: Jar = new Map(jarA);

    const a = await ssrClient(jarA).auth.getClaims();
    expect(a.error).toBeNull();
    const afterA = readSessionCookie(jarA)!;
    expect(afterA.refresh_token).not.toBe(stored.refresh_token);

    const b = await ssrClient(jarB).auth.getClaims();
    expect(b.error).toBeNull();
    const afterB = readSessionCookie(jarB)!;
    expect(afterB.refresh_token).toBe(afterA.refresh_token);
    expect(b.data!.claims.session_id).toBe(a.data!.claims.session_id);
    expect(b.data!.claims.sub).toBe(signUp.data.user!.id);

    // Both keep working afterwards.
    const user = await ssrClient(jarB).auth.getUser();
    expect(user.data.user?.email).toBe(email);
  });
});
