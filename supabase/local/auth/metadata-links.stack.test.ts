// user_metadata comes back exactly as given (GoTrue keeps sub, email, email_verified and
// phone_verified in the identity's identity_data; only a confirmation adds email_verified), and
// generateLink's action_link is built as GoTrue's mailer builds it.
import { serviceClient, stackEnv, uniqueEmail } from '../testing/clients';
import { PASSWORD } from '../testing/auth';

const admin = serviceClient().auth.admin;
const META = { display_name: 'Lia', nested: { plan: 'pro', tags: ['a', 'b'] }, n: 1 };

describe('user_metadata', () => {
  test('createUser without a confirmation returns and stores it as given', async () => {
    const email = uniqueEmail('meta');
    const { data, error } = await admin.createUser({ email, password: PASSWORD, user_metadata: META });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual(META);
    expect(data.user!.identities![0].identity_data).toEqual({ sub: data.user!.id, email, email_verified: false, phone_verified: false });
    expect((await admin.getUserById(data.user!.id)).data.user!.user_metadata).toEqual(META);
  });

  test('createUser with email_confirm adds only email_verified, as GoTrue User.Confirm does', async () => {
    const { data } = await admin.createUser({ email: uniqueEmail('meta'), password: PASSWORD, email_confirm: true, user_metadata: META });
    expect(data.user!.user_metadata).toEqual({ ...META, email_verified: true });
  });

  test('updateUserById merges the given keys and adds none', async () => {
    const { data: created } = await admin.createUser({ email: uniqueEmail('meta'), password: PASSWORD, user_metadata: { a: 1 } });
    const { data, error } = await admin.updateUserById(created.user!.id, { user_metadata: { b: 2 } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ a: 1, b: 2 });
  });

  test('generateLink (signup, invite, magiclink) creates users with the data as given', async () => {
    for (const type of ['signup', 'invite', 'magiclink'] as const) {
      const email = uniqueEmail(`meta-${type}`);
      const params =
        type === 'signup'
          ? { type, email, password: PASSWORD, options: { data: META } }
          : type === 'invite'
            ? { type, email, options: { data: META } }
            : { type, email };
      const { data, error } = await admin.generateLink(params);
      expect(error).toBeNull();
      expect(data.user!.user_metadata).toEqual(type === 'magiclink' ? {} : META);
    }
  });
});

describe('generateLink action_link', () => {
  const linkOf = async (redirectTo: string) => {
    const { data, error } = await admin.generateLink({ type: 'magiclink', email: uniqueEmail('link'), options: { redirectTo } });
    expect(error).toBeNull();
    return data.properties!;
  };

  test('a redirect without &, = or # goes in as it is', async () => {
    const props = await linkOf('http://localhost:3000/auth/callback');
    expect(props.action_link).toBe(
      `${stackEnv.url}/auth/v1/verify?token=${props.hashed_token}&type=magiclink&redirect_to=http://localhost:3000/auth/callback`,
    );
    expect(props.redirect_to).toBe('http://localhost:3000/auth/callback');
  });

  test('a redirect with a query is escaped once, as Go url.QueryEscape', async () => {
    const props = await linkOf('http://localhost:3000/auth/callback?next=/painel&x=a b');
    expect(props.action_link).toBe(
      `${stackEnv.url}/auth/v1/verify?token=${props.hashed_token}&type=magiclink` +
        '&redirect_to=http%3A%2F%2Flocalhost%3A3000%2Fauth%2Fcallback%3Fnext%3D%2Fpainel%26x%3Da+b',
    );
    // Followed, the link lands on the redirect as given.
    const plain = await linkOf('http://localhost:3000/auth/callback?next=/painel&x=1');
    expect(plain.action_link).toMatch(/&redirect_to=http%3A%2F%2Flocalhost%3A3000%2Fauth%2Fcallback%3Fnext%3D%2Fpainel%26x%3D1$/);
    const followed = await fetch(plain.action_link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?next=\/painel&x=1#access_token=/);
  });
});
