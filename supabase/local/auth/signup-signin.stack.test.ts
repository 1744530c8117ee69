import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { anonClient, directSql, uniqueEmail } from '../testing/clients';
import { PASSWORD } from '../testing/auth';

const db = directSql();
afterAll(() => db.end());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('sign-up', () => {
  test('creates a confirmed user, returns a session and runs auth.users triggers with the metadata', async () => {
    const client = anonClient();
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({
      email: email.toUpperCase(),
      password: PASSWORD,
      options: { data: { display_name: 'Ana Souza', plan: 'free' } },
    });
    expect(error).toBeNull();
    const { user, session } = data;
    expect(session).not.toBeNull();
    expect(session!.token_type).toBe('bearer');
    expect(session!.expires_in).toBe(3600);
    expect(session!.refresh_token.length).toBeGreaterThanOrEqual(12);
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      email_confirmed_at: expect.stringMatching(ISO),
      phone: '',
      confirmed_at: expect.stringMatching(ISO),
      last_sign_in_at: expect.stringMatching(ISO),
      app_metadata: { provider: 'email', providers: ['email'] },
      // As GoTrue: the data as given, plus email_verified once confirmed (User.Confirm); the
      // identity claims stay in identity_data, which also gets the sign-up data.
      user_metadata: { display_name: 'Ana Souza', plan: 'free', email_verified: true },
      identities: [
        {
          identity_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          id: user!.id,
          user_id: user!.id,
          identity_data: { display_name: 'Ana Souza', plan: 'free', sub: user!.id, email, email_verified: true, phone_verified: false },
          provider: 'email',
          last_sign_in_at: expect.stringMatching(ISO),
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
          email,
        },
      ],
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
      is_anonymous: false,
    });
    const rows = await db`select email, display_name from public.auth_fixture_profiles where id = ${user!.id}`;
    expect(rows).toEqual([{ email, display_name: 'Ana Souza' }]);
  });

  test('a failing auth.users trigger answers 500 unexpected_failure and leaves nothing behind', async () => {
    const email = uniqueEmail('trigger-fail');
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { fixture_fail_signup: 'yes' } },
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(500);
    expect(error?.message).toBe('Database error saving new user');
    expect(await db`select id from auth.users where email = ${email}`).toHaveLength(0);
    expect(await db`select id from auth.identities where email = ${email}`).toHaveLength(0);
  });

  test('a second sign-up with the same address is 422 user_already_exists', async () => {
    const email = uniqueEmail('dup');
    expect((await anonClient().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const { data, error } = await anonClient().auth.signUp({ email: ` ${email.toUpperCase()} `, password: 'another-pass' });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    expect(data.user).toBeNull();
    expect(await db`select id from auth.users where lower(email) = ${email}`).toHaveLength(1);
  });

  test('a short password is 422 weak_password with its reasons', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error!.message).toBe('Password should be at least 6 characters.');
  });

  test('an invalid address and a missing password are refused', async () => {
    const bad = await anonClient().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(bad.error).toMatchObject({ status: 400, code: 'email_address_invalid' });
    const noPassword = await anonClient().auth.signUp({ email: uniqueEmail('nopw'), password: '' });
    expect(noPassword.error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Signup requires a valid password' });
  });

  test('anonymous sign-in follows [auth] enable_anonymous_sign_ins (off here)', async () => {
    const { data, error } = await anonClient().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });
});

describe('password sign-in', () => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail('signin');
    const { error } = await anonClient().auth.signUp({ email, password: PASSWORD, options: { data: { display_name: 'Bia' } } });
    expect(error).toBeNull();
  });

  test('the right password returns a session and the user; getUser reads it back', async () => {
    const client = anonClient();
    const { data, error } = await client.auth.signInWithPassword({ email: email.toUpperCase(), password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.session!.user.id).toBe(data.user!.id);
    const got = await client.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({ id: data.user!.id, email, user_metadata: { display_name: 'Bia' } });
  });

  test('a wrong password and an unknown address both get invalid_credentials', async () => {
    for (const creds of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const { data, error } = await anonClient().auth.signInWithPassword(creds);
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  test('updateUser changes the password (other sessions end), merges metadata, refuses the same password', async () => {
    const userEmail = uniqueEmail('update');
    const client = anonClient();
    await client.auth.signUp({ email: userEmail, password: PASSWORD, options: { data: { a: 1, b: 2 } } });
    const other = anonClient();
    await other.auth.signInWithPassword({ email: userEmail, password: PASSWORD });

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const updated = await client.auth.updateUser({ password: 'Nova-senha-456', data: { b: null, c: 3 } });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toMatchObject({ a: 1, c: 3 });
    expect(updated.data.user!.user_metadata).not.toHaveProperty('b');

    expect((await client.auth.getUser()).error).toBeNull(); // this session stays
    const otherUser = await other.auth.getUser();
    expect(otherUser.error?.name).toBe('AuthSessionMissingError'); // the other one ended

    const old = await anonClient().auth.signInWithPassword({ email: userEmail, password: PASSWORD });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await anonClient().auth.signInWithPassword({ email: userEmail, password: 'Nova-senha-456' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.user!.user_metadata).toMatchObject({ a: 1, c: 3 });
  });

  test('updateUser refuses app_metadata from a user and a weak password', async () => {
    const client = anonClient();
    await client.auth.signUp({ email: uniqueEmail('appmeta'), password: PASSWORD });
    const {
      data: { session },
    } = await client.auth.getSession();
    const res = await fetch(`${process.env.TEST_STACK_URL}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: process.env.TEST_STACK_PUBLISHABLE_KEY!,
        authorization: `Bearer ${session!.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'not_admin', message: 'Updating app_metadata requires admin privileges' });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  test('updateUser with a new e-mail keeps the old one until the link is confirmed', async () => {
    const client = anonClient();
    const oldEmail = uniqueEmail('change-old');
    const newEmail = uniqueEmail('change-new');
    await client.auth.signUp({ email: oldEmail, password: PASSWORD });
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: oldEmail, new_email: newEmail, email_change_sent_at: expect.stringMatching(ISO) });
    const dup = await client.auth.updateUser({ email: await signedUpEmail() });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

async function signedUpEmail() {
  const email = uniqueEmail('existing');
  await anonClient().auth.signUp({ email, password: PASSWORD });
  return email;
}
