// /termos: the terms of use, a public page linked from the landing page's footer
// (docs/product/routes.md), readable with or without a session.
import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { saveScreenshot } from './support/screenshots';

test.describe('terms of use', () => {
  test('open from the footer, with every section and a table of contents', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Rodapé' }).getByRole('link', { name: 'Termos de uso' }).click();
    await expect(page).toHaveURL('/termos');
    await expect(page).toHaveTitle('Termos de uso | Conecta Criadores');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termos de uso');
    await expect(page.getByText('Última atualização: 25 de novembro de 2026')).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Seções dos termos' });
    await expect(contents.getByRole('link')).toHaveCount(9);
    await expect(page.getByRole('heading', { level: 2, name: '6. Privacidade e dados pessoais' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'termos', true);
    await contents.getByRole('link', { name: '5. Condutas não permitidas' }).click();
    await expect(page).toHaveURL('/termos#condutas');
  });

  test('answer 200 to a visitor and to a crawler, and are in the sitemap', async ({ request }) => {
    const response = await request.get('/termos');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Termos de uso');
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/termos');
  });

  test.describe('signed in', () => {
    test.use({ storageState: storageStatePath('newCreator') });

    test('stay readable whatever the state of the profile', async ({ page }) => {
      const response = await page.goto('/termos');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL('/termos');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termos de uso');
    });
  });
});
