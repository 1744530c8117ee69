// Attacks of issue 7 that end in the browser: a blocked account keeps using an open session
// (item 6), a demoted administrator keeps an hour-old token (item 11), crafted session cookies
// and image-optimizer URLs (item 9). Each performs the attack and asserts it is refused.
import { expect, test, type APIResponse } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { expectPath } from './support/paths';
import { newSignedInAccount } from './support/profile-flows';
import { saveScreenshot } from './support/screenshots';
import { stackUrl } from './support/stack-env';
import { serviceClient, signedInClient } from './support/supabase-clients';
import { toast } from './support/toasts';

const READY_CREATOR = {
  onboarding_completed: true,
  onboarding_step: 4,
  headline: 'Criadora de conteúdo de viagens',
  bio: 'Vídeos curtos de viagens e gastronomia para marcas de turismo.',
  city: 'Salvador',
  state: 'BA',
  instagram_url: 'https://instagram.com/bianca.viagens',
  followers_range: '10 mil a 50 mil',
};

const authCookieNames = async (context: import('@playwright/test').BrowserContext) =>
  (await context.cookies()).filter((c) => c.name.includes('-auth-token')).map((c) => c.name);

/** The session cookie's value (all its chunks): it changes when the session is refreshed. */
const accessTokenCookie = async (context: import('@playwright/test').BrowserContext) =>
  (await context.cookies())
    .filter((c) => c.name.includes('-auth-token'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => c.value)
    .join('');

test.describe('a blocked account', () => {
  test('is signed out at its next page, told why, and cannot sign in again', async ({ page, context }, testInfo) => {
    test.setTimeout(90_000);
    const me = await newSignedInAccount(context, {
      category: 'Quero Oferecer meu serviço',
      fullName: 'Bianca Bloqueada',
      tag: 'bloqueio',
      profile: READY_CREATOR,
    });
    await page.goto('/feed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feed');

    // An administrator blocks the account while this browser's access token is still valid.
    const admin = await signedInClient(DEMO_ACCOUNTS.admin.email);
    const { error } = await admin.rpc('admin_set_account_blocked', { target: me.id, blocked: true, reason: 'Teste de bloqueio' });
    expect(error).toBeNull();

    // The next navigation inside the app (a client-side one) ends the session. The open page may
    // also notice by itself first (a live update of the own row re-reads it), and leave before the
    // click: the toast is awaited from now on, whichever way the page leaves.
    const blocked = toast(page, 'Sua conta está bloqueada');
    const told = Promise.all([
      expect(blocked.title).toHaveText('Sua conta está bloqueada', { timeout: 30_000 }),
      expect(blocked.description).toHaveText('Entre em contato com o suporte para saber mais.', { timeout: 30_000 }),
      expect(blocked.root).toHaveAttribute('data-type', 'error', { timeout: 30_000 }),
    ]);
    const painel = page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: 'Painel', exact: true });
    await painel.click({ timeout: 5_000 }).catch(() => expectPath(page, '/login'));
    await told;
    await expectPath(page, '/login');
    await expect.poll(() => authCookieNames(context)).toEqual([]);
    await saveScreenshot(page, testInfo, 'conta-bloqueada-login');

    // Signing in again is refused with the pt-BR message.
    await page.getByLabel('E-mail').fill(me.email);
    await page.getByLabel('Senha', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sua conta está bloqueada' })).toHaveText(
      'Sua conta está bloqueada. Entre em contato com o suporte.',
    );
    await expect(toast(page, 'Não foi possível entrar').description).toHaveText(
      'Sua conta está bloqueada. Entre em contato com o suporte.',
    );
    await expectPath(page, '/login');
    await saveScreenshot(page, testInfo, 'conta-bloqueada-entrar');
    await page.setViewportSize({ width: 412, height: 915 });
    await saveScreenshot(page, testInfo, 'conta-bloqueada-entrar-celular');
  });

  test('a full page load of any screen ends the session too', async ({ page, context }) => {
    const me = await newSignedInAccount(context, { category: null, fullName: 'Caio Bloqueado', tag: 'bloqueio2' });
    await page.goto('/category-selection');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Como você quer usar a plataforma?');
    const { error } = await serviceClient().from('profiles').update({ is_blocked: true }).eq('id', me.id);
    expect(error).toBeNull();
    await page.reload();
    await expectPath(page, '/login');
    await expect(toast(page, 'Sua conta está bloqueada').title).toBeVisible();
    await expect.poll(() => authCookieNames(context)).toEqual([]);
  });

  test('the sign-out address signs out nobody who is not blocked', async ({ page, context }) => {
    await newSignedInAccount(context, {
      category: 'Quero Oferecer meu serviço',
      fullName: 'Nina Livre',
      tag: 'livre',
      profile: READY_CREATOR,
    });
    await page.goto('/auth/conta-bloqueada');
    await expectPath(page, '/feed');
    expect((await authCookieNames(context)).length).toBeGreaterThan(0);
  });
});

test.describe('stale administrator authority', () => {
  test('an administrator demoted while the token is valid gets "Acesso restrito", then 403 from every /admin route', async ({
    page,
    context,
  }) => {
    const me = await newSignedInAccount(context, {
      category: null,
      fullName: 'Otto Admin',
      tag: 'admin-rebaixado',
      profile: { category: 'administrador' },
    });
    const before = await page.goto('/admin/users');
    expect(before?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usuários');
    const tokenBefore = await accessTokenCookie(context);

    // Demoted to a creator whose profile is complete, so the gate has nothing to say after it.
    const { error } = await serviceClient()
      .from('profiles')
      .update({ category: 'Quero Oferecer meu serviço', ...READY_CREATOR })
      .eq('id', me.id);
    expect(error).toBeNull();
    // The token still says administrator, so the proxy lets the first page through; its guard reads
    // the category from the database, refuses, and has the session refreshed (a new token).
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acesso restrito');
    await expect.poll(() => accessTokenCookie(context)).not.toBe(tokenBefore);
    // From then on the proxy itself answers 403.
    for (const route of ['/admin/users', '/admin/permissions', '/admin/site-images']) {
      const response = await page.goto(route);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acesso restrito');
    }
    await expect(page.getByRole('link', { name: 'Usuários', exact: true })).toHaveCount(0);
  });
});

test.describe('crafted requests', () => {
  const cookieName = `sb-${new URL(stackUrl()).hostname.split('.')[0]}-auth-token`;
  const b64 = (value: unknown) => `base64-${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
  const wrongTypes = { access_token: {}, refresh_token: 'x', expires_at: 9_999_999_999, expires_in: 3600, token_type: 'bearer', user: {} };
  const variants: [string, string][] = [
    ['the issue’s cookie', `${cookieName}=base64-{"access_token":{}}`],
    ['wrong JSON types, base64', `${cookieName}=${b64(wrongTypes)}`],
    ['wrong JSON types, raw', `${cookieName}=${encodeURIComponent(JSON.stringify({ ...wrongTypes, access_token: 42 }))}`],
    ['junk that is not base64', `${cookieName}=base64-%%%***`],
    ['chunks that do not join', `${cookieName}.0=${b64(wrongTypes).slice(0, 30)}; ${cookieName}.1=garbage`],
  ];
  const clears = (response: APIResponse) =>
    response
      .headersArray()
      .some(
        (h) =>
          h.name.toLowerCase() === 'set-cookie' &&
          h.value.startsWith(`${cookieName}`) &&
          /max-age=0|expires=thu, 01 jan 1970/i.test(h.value),
      );

  for (const [label, cookie] of variants) {
    test(`a malformed session cookie (${label}) means signed out on every page, and is cleared`, async ({ request }) => {
      const home = await request.get('/', { headers: { cookie }, maxRedirects: 0 });
      expect(home.status()).toBe(200);
      expect(await home.text()).toContain('Conecte. Crie. Colabore.');
      expect(clears(home)).toBe(true);
      const login = await request.get('/login', { headers: { cookie }, maxRedirects: 0 });
      expect(login.status()).toBe(200);
      const feed = await request.get('/feed', { headers: { cookie }, maxRedirects: 0 });
      expect(feed.status()).toBe(307);
      expect(new URL(feed.headers().location, 'http://x').pathname).toBe('/login');
      expect(clears(feed)).toBe(true);
    });
  }

  test('the browser with a malformed cookie lands on /login, signed out', async ({ page, context }) => {
    await context.addCookies([{ name: cookieName, value: b64(wrongTypes), domain: 'localhost', path: '/' }]);
    await page.goto('/feed');
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar');
    await expect.poll(() => authCookieNames(context)).toEqual([]);
  });

  test('the image optimizer answers 400 to URLs the app does not use', async ({ request }) => {
    for (const url of [
      '/_next/image?url=/feed',
      '/_next/image?url=/feed&w=64&q=75',
      '/_next/image?url=%2Fapi%2Fx&w=64&q=75',
      '/_next/image?url=https://evil.test/pixel.png&w=64&q=75',
      `/_next/image?url=${encodeURIComponent(`${stackUrl()}/storage/v1/object/public/avatars/x.png`)}&w=64&q=75`,
    ]) {
      const response = await request.get(url);
      expect([url, response.status()]).toEqual([url, 400]);
    }
  });
});
