// Switched-off features answer with GoTrue's status, error_code and message, so supabase-js
// raises the same typed errors as against hosted Auth: SAML SSO, Web3, ID tokens of providers
// that are not enabled, manual identity linking ([auth] enable_manual_linking) and the e-mail
// provider ([auth.email] enable_signup = false, on a stack of its own).
import fs from 'node:fs';
import { isAuthApiError, type AuthError } from '@supabase/supabase-js';
import { anonClient, signedInUser, uniqueEmail } from '../testing/clients';
import { authFetch, PASSWORD, plainClient, startExtraStack, type ExtraStack } from '../testing/auth';
import { extraStackPorts } from '../testing/ports';

function expectApiError(error: AuthError | null, status: number, code: string | undefined, message: string) {
  expect(error).not.toBeNull();
  expect(isAuthApiError(error)).toBe(true);
  expect({ status: error!.status, code: error!.code, message: error!.message }).toEqual({ status, code, message });
}

const ES256_TOKEN_OF = (iss: string) =>
  `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss })).toString('base64url')}.c2ln`;

describe('on this project (SAML, Web3, OAuth providers and manual linking off)', () => {
  test('signInWithSSO: 404 saml_provider_disabled', async () => {
    const { error } = await anonClient().auth.signInWithSSO({ domain: 'example.com' });
    expectApiError(error, 404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    const metadata = await authFetch('/sso/saml/metadata');
    expect(metadata.status).toBe(404);
  });

  test('signInWithWeb3: 422 web3_provider_disabled', async () => {
    const res = await authFetch('/token?grant_type=web3', {
      method: 'POST',
      body: JSON.stringify({ chain: 'ethereum', message: 'm', signature: 's' }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
  });

  test('signInWithIdToken: provider_disabled with the issuer, as GoTrue names it', async () => {
    const auth = anonClient().auth;
    const google = await auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' });
    expectApiError(google.error, 400, 'provider_disabled', 'Provider (issuer "https://accounts.google.com") is not enabled');
    const apple = await auth.signInWithIdToken({ provider: 'apple', token: ES256_TOKEN_OF('https://appleid.apple.com') });
    expectApiError(apple.error, 400, 'provider_disabled', 'Provider (issuer "https://appleid.apple.com") is not enabled');
    const badApple = await auth.signInWithIdToken({ provider: 'apple', token: 'not-a-jwt' });
    expectApiError(badApple.error, 400, 'validation_failed', 'Unable to detect issuer in ID token for Apple provider');
    const custom = await auth.signInWithIdToken({ provider: 'acme' as 'google', token: 'x.y.z' });
    expectApiError(custom.error, 400, 'validation_failed', 'Custom OIDC provider "acme" not allowed');
    const missing = await auth.signInWithIdToken({ provider: 'google', token: '' });
    expectApiError(missing.error, 400, undefined, 'id_token required');
  });

  test('linkIdentity and unlinkIdentity: 404 manual_linking_disabled after the session check', async () => {
    const { client, user } = await signedInUser({}, 'link');
    const link = await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expectApiError(link.error, 404, 'manual_linking_disabled', 'Manual linking is disabled');
    const unlink = await client.auth.unlinkIdentity(user.identities![0]);
    expectApiError(unlink.error, 404, 'manual_linking_disabled', 'Manual linking is disabled');
    const signedOut = await anonClient().auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(signedOut.error).toBeTruthy();
  });

  test('GET /settings reflects config.toml', async () => {
    const settings = await (await authFetch('/settings')).json();
    expect(settings).toMatchObject({ disable_signup: false, saml_enabled: false, external: { email: true, github: false, google: false } });
  });
});

describe('[auth.email] enable_signup = false and [auth] enable_manual_linking = true', () => {
  let stack: ExtraStack;
  let existing: { email: string; id: string };

  beforeAll(async () => {
    stack = await startExtraStack({ ...extraStackPorts(), enableManualLinking: true });
    // An account made while the provider was on, then the provider switched off.
    const client = plainClient(stack.url, stack.publishableKey);
    const email = uniqueEmail('emailoff');
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    existing = { email, id: data.user!.id };
    await stack.patchConfig({ emailProviderEnabled: false });
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    if (stack?.dataDir.includes('supabase-stack-test-')) fs.rmSync(stack.dataDir, { recursive: true, force: true });
  }, 30_000);

  test('sign-up, password and one-time-code sign-in and recovery answer as GoTrue', async () => {
    const auth = plainClient(stack.url, stack.publishableKey).auth;
    const signUp = await auth.signUp({ email: uniqueEmail('emailoff'), password: PASSWORD });
    expectApiError(signUp.error, 400, 'email_provider_disabled', 'Email signups are disabled');
    const password = await auth.signInWithPassword({ email: existing.email, password: PASSWORD });
    expectApiError(password.error, 422, 'email_provider_disabled', 'Email logins are disabled');
    const otp = await auth.signInWithOtp({ email: existing.email });
    expectApiError(otp.error, 422, 'email_provider_disabled', 'Email logins are disabled');
    const recover = await auth.resetPasswordForEmail(existing.email);
    expectApiError(recover.error, 400, 'email_provider_disabled', 'Email logins are disabled');
    const settings = await (await fetch(`${stack.url}/auth/v1/settings`, { headers: { apikey: stack.publishableKey } })).json();
    expect(settings.external.email).toBe(false);
    expect(settings.disable_signup).toBe(false);
  });

  test('with manual linking on, linking a provider that is not enabled and unlinking the only identity', async () => {
    await stack.patchConfig({ emailProviderEnabled: true });
    const client = plainClient(stack.url, stack.publishableKey);
    const { data, error } = await client.auth.signInWithPassword({ email: existing.email, password: PASSWORD });
    expect(error).toBeNull();
    const link = await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expectApiError(link.error, 400, 'validation_failed', 'Unsupported provider: provider is not enabled');
    const unlink = await client.auth.unlinkIdentity(data.user!.identities![0]);
    expectApiError(unlink.error, 422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
  });
});
