// The landing page and the registration dialog on a phone.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';

test('landing and sign-up dialog fit a phone screen', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conecte. Crie. Colabore.');
  // No horizontal scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await saveScreenshot(page, testInfo, 'landing', true);

  await page.getByRole('button', { name: 'Começar Agora' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Criar uma conta' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cadastrar', exact: true })).toBeInViewport();
  await saveScreenshot(page, testInfo, 'sign-up-dialog');
});
