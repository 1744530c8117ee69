// docs/product/routes.md, "Sessions that end": a refresh token the server no longer knows ends the session: /login with the
// destructive 'Sessão expirada' toast, and the dead cookies are cleared.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { storageStateOf } from './support/auth-state';
import { expectPath } from './support/paths';
import { randomCpf } from './support/people';
import { editSession, expireAccessToken } from './support/session-cookie';
import { newUser, sessionCookies, signedInClient, type SessionCookie } from './support/supabase-clients';
import { toast } from './support/toasts';

async function useSession(context: BrowserContext, cookies: SessionCookie[]) {
  await context.addCookies(storageStateOf(cookies).cookies);
}

async function expectSessionExpired(page: Page, context: BrowserContext) {
  await expectPath(page, '/login');
  const expired = toast(page, 'Sessão expirada');
  await expect(expired.title).toHaveText('Sessão expirada');
  await expect(expired.description).toHaveText('Por favor, faça login novamente.');
  await expect(expired.root).toHaveAttribute('data-type', 'error');
  await expect.poll(async () => (await context.cookies()).filter((c) => c.name.includes('auth-token')).length).toBe(0);
}

test.describe('session expiry', () => {
  test('a session signed out everywhere else, once its access token is due', async ({ page, context }) => {
    const user = await newUser('sessao', { full_name: 'Sofia Sessão', cpf_cnpj: randomCpf(), category: 'Quero Contratar' });
    const cookies = await sessionCookies(user.email, { password: user.password });
    // Another device signs out of every session: the refresh token in these cookies is revoked.
    const elsewhere = await signedInClient(user.email, { password: user.password });
    const { error } = await elsewhere.auth.signOut({ scope: 'global' });
    expect(error).toBeNull();

    await useSession(context, editSession(cookies, expireAccessToken));
    await page.goto('/profile-empresa');
    await expectSessionExpired(page, context);
  });

  test('a session cookie with an unknown refresh token', async ({ page, context }) => {
    const user = await newUser('token', { full_name: 'Tiago Token', cpf_cnpj: randomCpf(), category: 'Quero Contratar' });
    const cookies = await sessionCookies(user.email, { password: user.password });
    await useSession(
      context,
      editSession(cookies, (s) => ({ ...expireAccessToken(s), refresh_token: 'naoexiste123' })),
    );
    await page.goto('/feed');
    await expectSessionExpired(page, context);
  });

  test('a public page with a dead session just renders for the visitor', async ({ page, context }) => {
    const user = await newUser('publica', { full_name: 'Paula Pública', cpf_cnpj: randomCpf(), category: 'Quero Contratar' });
    const cookies = await sessionCookies(user.email, { password: user.password });
    await useSession(
      context,
      editSession(cookies, (s) => ({ ...expireAccessToken(s), refresh_token: 'naoexiste456' })),
    );
    await page.goto('/');
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conecte. Crie. Colabore.');
    await expect(toast(page, 'Sessão expirada').root).toHaveCount(0);
  });
});
