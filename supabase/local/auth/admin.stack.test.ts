import crypto from 'node:crypto';
import { anonClient, directSql, serviceClient, signedInUser, stackEnv, uniqueEmail } from '../testing/clients';
import { authFetch, PASSWORD } from '../testing/auth';

const db = directSql();
afterAll(() => db.end());
const admin = serviceClient().auth.admin;

describe('admin authorization', () => {
  test('needs a bearer, and one with the service role', async () => {
    const none = await authFetch('/admin/users', { headers: { authorization: '' } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
    const anon = await anonClient().auth.admin.listUsers();
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const { session } = await signedInUser({}, 'not-admin');
    const asUser = await authFetch('/admin/users', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(asUser.status).toBe(403);
    const legacy = await serviceClient(stackEnv.serviceKey).auth.admin.listUsers({ perPage: 1 });
    expect(legacy.error).toBeNull();
  });
});

describe('admin users', () => {
  test('createUser stores metadata, confirmation, ban and a chosen id; the sign-up trigger runs', async () => {
    const email = uniqueEmail('admin-create');
    const id = crypto.randomUUID();
    const { data, error } = await admin.createUser({
      id,
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { display_name: 'Duda' },
      app_metadata: { plan: 'pro' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id,
      email,
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
      // As GoTrue: as given, plus email_verified from the confirmation (User.Confirm).
      user_metadata: { display_name: 'Duda', email_verified: true },
      identities: [expect.objectContaining({ provider: 'email', identity_data: expect.objectContaining({ email_verified: true }) })],
    });
    expect(await db`select display_name from public.auth_fixture_profiles where id = ${id}`).toEqual([{ display_name: 'Duda' }]);
    const signIn = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session!.user.app_metadata.plan).toBe('pro');

    const dup = await admin.createUser({ email, password: PASSWORD });
    expect(dup.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });

    const unconfirmed = uniqueEmail('admin-unconfirmed');
    await admin.createUser({ email: unconfirmed, password: PASSWORD });
    const notConfirmed = await anonClient().auth.signInWithPassword({ email: unconfirmed, password: PASSWORD });
    expect(notConfirmed.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  test('listUsers pages with X-Total-Count and Link', async () => {
    for (let i = 0; i < 3; i++) await admin.createUser({ email: uniqueEmail('admin-list'), password: PASSWORD });
    const { data: listed, error } = await admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    const data = listed as typeof listed & { total: number };
    expect(data.users).toHaveLength(2);
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data).toMatchObject({ aud: 'authenticated', nextPage: 2 });
    const res = await authFetch('/admin/users?page=2&per_page=2', { key: stackEnv.secretKey });
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    const last = Math.ceil(total / 2);
    expect(res.headers.get('link')).toBe(
      `${last > 2 ? '</auth/v1/admin/users?page=3&per_page=2>; rel="next", ' : ''}</auth/v1/admin/users?page=${last}&per_page=2>; rel="last"`,
    );
    const page2 = await res.json();
    expect(page2.users).toHaveLength(2);
    expect(page2.users.map((u: any) => u.id)).not.toContain(data.users[0].id);
    const bad = await authFetch('/admin/users?page=0', { key: stackEnv.secretKey });
    expect(await bad.json()).toEqual({ code: 'validation_failed', message: 'Bad Pagination Parameters' });
  });

  test('getUserById and its 404', async () => {
    const { user } = await signedInUser({ display_name: 'Eva' }, 'admin-get');
    const { data } = await admin.getUserById(user.id);
    expect(data.user).toMatchObject({ id: user.id, email: user.email, user_metadata: { display_name: 'Eva' } });
    const missing = await admin.getUserById(crypto.randomUUID());
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
  });

  test('updateUserById merges metadata, changes password and e-mail, bans and unbans', async () => {
    const { user, email } = await signedInUser({ keep: 1, drop: 2 }, 'admin-update');
    const newEmail = uniqueEmail('admin-updated');
    const { data, error } = await admin.updateUserById(user.id, {
      email: newEmail,
      password: 'Outra-senha-789',
      user_metadata: { drop: null, added: true },
      app_metadata: { roles: ['moderator'] },
    });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(newEmail);
    expect(data.user!.user_metadata).toMatchObject({ keep: 1, added: true });
    expect(data.user!.user_metadata).not.toHaveProperty('drop');
    expect(data.user!.app_metadata).toEqual({ provider: 'email', providers: ['email'], roles: ['moderator'] });
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    const ok = await anonClient().auth.signInWithPassword({ email: newEmail, password: 'Outra-senha-789' });
    expect(ok.data.session!.user.app_metadata.roles).toEqual(['moderator']);

    const banned = await admin.updateUserById(user.id, { ban_duration: '24h' });
    expect(Date.parse(banned.data.user!.banned_until!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const refused = await anonClient().auth.signInWithPassword({ email: newEmail, password: 'Outra-senha-789' });
    expect(refused.error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' });
    const unbanned = await admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(unbanned.data.user).not.toHaveProperty('banned_until');
    expect((await anonClient().auth.signInWithPassword({ email: newEmail, password: 'Outra-senha-789' })).error).toBeNull();

    const invalid = await admin.updateUserById(user.id, { ban_duration: 'forever' });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const other = await signedInUser({}, 'admin-taken');
    const taken = await admin.updateUserById(user.id, { email: other.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('deleteUser removes the user and cascades (profile row, sessions)', async () => {
    const { user, session } = await signedInUser({ display_name: 'Fabi' }, 'admin-delete');
    const { error } = await admin.deleteUser(user.id);
    expect(error).toBeNull();
    expect(await db`select id from auth.users where id = ${user.id}`).toHaveLength(0);
    expect(await db`select id from public.auth_fixture_profiles where id = ${user.id}`).toHaveLength(0);
    expect(await db`select id from auth.sessions where user_id = ${user.id}`).toHaveLength(0);
    const res = await authFetch('/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(await res.json()).toEqual({ code: 'user_not_found', message: 'User from sub claim in JWT does not exist' });
    expect((await admin.deleteUser(user.id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  test('a soft delete keeps the row but ends sign-in and frees the address', async () => {
    const { user, email } = await signedInUser({}, 'admin-soft');
    expect((await admin.deleteUser(user.id, true)).error).toBeNull();
    const { data } = await admin.getUserById(user.id);
    expect(data.user).toMatchObject({ id: user.id, email: '', deleted_at: expect.any(String), identities: [] });
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await anonClient().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
  });
});
