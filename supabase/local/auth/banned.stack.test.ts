// A banned user (auth.users.banned_until in the future) is refused as GoTrue refuses them: the
// password grant (even with a wrong password: the ban is checked first), the refresh grant and
// one-time codes; no session is created and none is extended. Lifting the ban lets them back in.
import { anonClient, directSql, serviceClient, signedInUser } from '../testing/clients';

const sql = directSql();
afterAll(() => sql.end());

async function sessionsOf(id: string) {
  const [row] = await sql`
    select (select count(*)::int from auth.sessions where user_id = ${id}) as sessions,
           (select count(*)::int from auth.refresh_tokens where user_id = ${id}) as refresh_tokens`;
  return row;
}

test('sign-in, refresh and codes are refused while the ban lasts', async () => {
  const u = await signedInUser({}, 'banned');
  const admin = serviceClient().auth.admin;
  expect((await admin.updateUserById(u.user.id, { ban_duration: '24h' })).error).toBeNull();
  const before = await sessionsOf(u.user.id);

  const right = await anonClient().auth.signInWithPassword({ email: u.email, password: u.password });
  expect(right.data.session).toBeNull();
  expect(right.error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' });
  const wrong = await anonClient().auth.signInWithPassword({ email: u.email, password: 'not-the-password' });
  expect(wrong.error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' });

  const refreshed = await anonClient().auth.refreshSession({ refresh_token: u.session.refresh_token });
  expect(refreshed.data.session).toBeNull();
  expect(refreshed.error).toMatchObject({ status: 400, code: 'user_banned', message: 'Invalid Refresh Token: User Banned' });

  const link = await admin.generateLink({ type: 'magiclink', email: u.email });
  expect(link.error).toBeNull();
  const verified = await anonClient().auth.verifyOtp({ email: u.email, token: link.data.properties!.email_otp, type: 'email' });
  expect(verified.data.session).toBeNull();
  expect(verified.error).toMatchObject({ status: 403, code: 'user_banned', message: 'User is banned' });

  expect(await sessionsOf(u.user.id)).toEqual(before);

  expect((await admin.updateUserById(u.user.id, { ban_duration: 'none' })).error).toBeNull();
  const back = await anonClient().auth.signInWithPassword({ email: u.email, password: u.password });
  expect(back.error).toBeNull();
  expect(back.data.session).not.toBeNull();
});

test('a ban that has run out no longer counts', async () => {
  const u = await signedInUser({}, 'unbanned');
  await sql`update auth.users set banned_until = now() - interval '1 minute' where id = ${u.user.id}`;
  const { error } = await anonClient().auth.signInWithPassword({ email: u.email, password: u.password });
  expect(error).toBeNull();
});
