import { anonClient, directSql, uniqueEmail } from '../testing/clients';
import { authFetch, decodeJwt, PASSWORD } from '../testing/auth';

const db = directSql();
afterAll(() => db.end());

/** One user signed in three times (three sessions, three clients). */
async function threeSessions() {
  const email = uniqueEmail('logout');
  const first = anonClient();
  const { data } = await first.auth.signUp({ email, password: PASSWORD });
  const others = [anonClient(), anonClient()];
  for (const c of others) expect((await c.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  const clients = [first, ...others];
  const sessions = await Promise.all(clients.map(async (c) => (await c.auth.getSession()).data.session!));
  return { userId: data.user!.id, clients, sessions };
}

const alive = async (accessToken: string) => (await anonClient().auth.getUser(accessToken)).error === null;

async function refreshStatus(token: string) {
  const res = await authFetch('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: token }) });
  return res.status;
}

describe('sign-out scopes', () => {
  test('local ends only this session: its token is refused afterwards and cannot refresh', async () => {
    const { clients, sessions } = await threeSessions();
    expect((await clients[0].auth.signOut({ scope: 'local' })).error).toBeNull();
    const res = await authFetch('/user', { headers: { authorization: `Bearer ${sessions[0].access_token}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    expect(await refreshStatus(sessions[0].refresh_token)).toBe(400);
    expect(await alive(sessions[1].access_token)).toBe(true);
    expect(await alive(sessions[2].access_token)).toBe(true);
    expect((await clients[0].auth.getSession()).data.session).toBeNull();
  });

  test('others ends every other session and keeps this one', async () => {
    const { clients, sessions } = await threeSessions();
    expect((await clients[1].auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await alive(sessions[0].access_token)).toBe(false);
    expect(await alive(sessions[1].access_token)).toBe(true);
    expect(await alive(sessions[2].access_token)).toBe(false);
    expect((await clients[1].auth.getSession()).data.session).not.toBeNull();
    expect(await refreshStatus(sessions[2].refresh_token)).toBe(400);
  });

  test('global (the default) ends all sessions of the user', async () => {
    const { userId, clients, sessions } = await threeSessions();
    const res = await authFetch('/logout', { method: 'POST', headers: { authorization: `Bearer ${sessions[2].access_token}` } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    for (const s of sessions) expect(await alive(s.access_token)).toBe(false);
    expect(await db`select id from auth.sessions where user_id = ${userId}`).toHaveLength(0);
    // The client treats a logout of an already-ended session as success.
    expect((await clients[0].auth.signOut()).error).toBeNull();
    expect(decodeJwt(sessions[0].access_token).sub).toBe(userId);
  });

  test('an unknown scope is refused', async () => {
    const { sessions } = await threeSessions();
    const res = await authFetch('/logout?scope=everyone', {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions[0].access_token}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'Unsupported logout scope "everyone"' });
    expect(await alive(sessions[0].access_token)).toBe(true);
  });
});
