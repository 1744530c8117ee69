// Login and logout (docs/product/routes.md, "Sessions that end").
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { expectPath } from './support/paths';
import { toast } from './support/toasts';

test.describe('login and logout', () => {
  test('wrong credentials keep the visitor on /login with the error', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO_ACCOUNTS.creator.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-1');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    // One message, once: in the form, no toast repeating it.
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    await expect(page.getByText('E-mail ou senha incorretos.')).toHaveCount(1);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('E-mail ou senha incorretos.')).toHaveCount(1);
    await expect(toast(page, 'Não foi possível entrar').root).toHaveCount(0);
    await expectPath(page, '/login');
  });

  // The agency account: signing out ends every session of the user, and no other spec signs in
  // as the agency, so nothing else loses its session.
  test('a user signs in to /feed, signs out with Sair to /login, and the session is gone', async ({ page, context }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO_ACCOUNTS.agency.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectPath(page, '/feed');
    expect((await context.cookies()).some((c) => c.name.startsWith('sb-') && c.name.includes('auth-token'))).toBe(true);

    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    expect((await context.cookies()).filter((c) => c.name.includes('auth-token'))).toEqual([]);

    await page.goto('/feed');
    await expectPath(page, '/login');
  });
});
