import { anonClient, directSql, serviceClient, signedInUser, uniqueEmail } from '../testing/clients';
import { decodeJwt, PASSWORD } from '../testing/auth';

const db = directSql();
afterAll(() => db.end());
const admin = serviceClient().auth.admin;

async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

describe('e-mail links and codes (generateLink, verifyOtp, /verify)', () => {
  test('a sign-up link confirms the user once, by token hash', async () => {
    const email = uniqueEmail('link-signup');
    const { data, error } = await admin.generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { data: { display_name: 'Gil' } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'Gil' } });
    expect(data.user).not.toHaveProperty('email_confirmed_at');
    expect(data.properties).toMatchObject({
      verification_type: 'signup',
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
      redirect_to: 'http://localhost:3000',
    });
    expect(data.properties!.action_link).toContain(`/auth/v1/verify?token=${data.properties!.hashed_token}&type=signup`);

    const client = anonClient();
    const verified = await client.auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect(decodeJwt(verified.data.session!.access_token).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    expect((await client.auth.getUser()).data.user!.id).toBe(data.user!.id);

    const again = await anonClient().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'signup' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  test('a magic-link code signs in with email + token (type "email")', async () => {
    const { email, user } = await signedInUser({}, 'link-magic');
    const { data } = await admin.generateLink({ type: 'magiclink', email });
    const wrong = await anonClient().auth.verifyOtp({
      email,
      token: '000000' === data.properties!.email_otp ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const ok = await anonClient().auth.verifyOtp({ email, token: data.properties!.email_otp, type: 'email' });
    expect(ok.error).toBeNull();
    expect(ok.data.session!.user.id).toBe(user.id);
  });

  test('the recovery link redirects with the session in the fragment', async () => {
    const { email, user } = await signedInUser({}, 'link-recovery');
    const { data } = await admin.generateLink({ type: 'recovery', email, options: { redirectTo: 'http://localhost:3000/reset' } });
    const location = await follow(data.properties!.action_link);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/reset');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_at'))).toBe(decodeJwt(fragment.get('access_token')!).exp);
    const session = await anonClient().auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(session.data.user!.id).toBe(user.id);

    const reused = await follow(data.properties!.action_link);
    const error = new URLSearchParams(reused.hash.slice(1));
    expect(Object.fromEntries(error)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    const unknown = await admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  test('an expired code is refused and a foreign redirect_to falls back to site_url', async () => {
    const { email, user } = await signedInUser({}, 'link-expired');
    const { data } = await admin.generateLink({ type: 'magiclink', email, options: { redirectTo: 'https://evil.example/steal' } });
    expect(data.properties!.redirect_to).toBe('http://localhost:3000');
    await db`update auth.users set recovery_sent_at = now() - interval '2 hours' where id = ${user.id}`;
    const expired = await anonClient().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'magiclink' });
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  test('invitations create an invited user who confirms through the link', async () => {
    const email = uniqueEmail('invite');
    const invited = await admin.inviteUserByEmail(email, { data: { display_name: 'Iris' } });
    expect(invited.error).toBeNull();
    expect(invited.data.user).toMatchObject({ email, invited_at: expect.any(String), user_metadata: { display_name: 'Iris' } });
    const { data } = await admin.generateLink({ type: 'invite', email });
    const client = anonClient();
    const verified = await client.auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'invite' });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const again = await admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('an e-mail change is double-confirmed: both addresses must follow their link', async () => {
    const { email, user } = await signedInUser({}, 'change-from');
    const newEmail = uniqueEmail('change-to');
    const toNew = await admin.generateLink({ type: 'email_change_new', email, newEmail });
    const toCurrent = await admin.generateLink({ type: 'email_change_current', email, newEmail });
    expect(toNew.data.user).toMatchObject({ email, new_email: newEmail });
    // The second generateLink re-issued both tokens; use the second pair.
    const [{ email_change_token_new: stored }] = await db`select email_change_token_new from auth.users where id = ${user.id}`;
    expect(stored).not.toBe(toNew.data.properties!.hashed_token);

    const first = await anonClient().auth.verifyOtp({ token_hash: toCurrent.data.properties!.hashed_token, type: 'email_change' });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect((await admin.getUserById(user.id)).data.user!.email).toBe(email);
    const second = await anonClient().auth.verifyOtp({ token_hash: stored, type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.user).toMatchObject({ email: newEmail });
    expect(second.data.user).not.toHaveProperty('new_email');
    expect((await anonClient().auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error).toBeNull();
  });
});
