// GET /reauthenticate on the project's own settings (secure_password_change = false): the nonce
// arrives in the local mailbox from the reauthentication template, and a password change needs
// none. The setting's other side is in mfa-settings.stack.test.ts.
import { AuthApiError } from '@supabase/supabase-js';
import { directSql, serviceClient, signedInUser, uniqueEmail } from '../testing/clients';
import { authFetch, decodeJwt, mintAccessToken, PASSWORD } from '../testing/auth';
import { nextMessage } from '../testing/mailbox';

const db = directSql();
afterAll(() => db.end());
const mailbox = () => process.env.TEST_STACK_MAILBOX_URL!;

describe('reauthentication', () => {
  test('GET /reauthenticate e-mails a 6-digit nonce from the reauthentication template and answers {}', async () => {
    const { session, email } = await signedInUser({}, 'reauth-mail');
    const res = await authFetch('/reauthenticate', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const mail = await nextMessage(mailbox(), email);
    expect(mail.Subject).toBe('Seu código de confirmação da Conecta Criadores');
    expect(mail.HTML).toContain('Confirme que é você');
    expect(mail.Text).toMatch(/\b\d{6}\b/);
    const [row] = await db`select reauthentication_token, reauthentication_sent_at from auth.users where email = ${email}`;
    expect(row.reauthentication_token).toMatch(/^[0-9a-f]{56}$/);
    expect(row.reauthentication_sent_at).toBeInstanceOf(Date);
  });

  test('needs a signed-in user with a confirmed address', async () => {
    const anonymous = await authFetch('/reauthenticate');
    expect(anonymous.status).toBe(403);

    const email = uniqueEmail('reauth-unconfirmed');
    const created = await serviceClient().auth.admin.createUser({ email, password: PASSWORD });
    const now = Math.floor(Date.now() / 1000);
    const token = mintAccessToken({ sub: created.data.user!.id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 60 });
    const res = await authFetch('/reauthenticate', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ code: 'email_not_confirmed', message: 'Please verify your email first.' });
  });

  test('with secure_password_change off, even an old session changes the password without a nonce', async () => {
    const { client, session } = await signedInUser({}, 'reauth-off');
    await db`update auth.sessions set created_at = now() - interval '25 hours' where id = ${decodeJwt(session.access_token).session_id}`;
    const { error } = await client.auth.updateUser({ password: `${PASSWORD}-novo` });
    expect(error).toBeNull();
    const same = await client.auth.updateUser({ password: `${PASSWORD}-novo` });
    expect(same.error).toBeInstanceOf(AuthApiError);
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
  });
});
