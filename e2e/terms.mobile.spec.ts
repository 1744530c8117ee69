// /termos on a phone: readable without sideways scrolling.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';

test('the terms of use fit a phone screen', async ({ page }, testInfo) => {
  await page.goto('/termos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termos de uso');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, testInfo, 'termos');
  await page.getByRole('heading', { level: 2, name: '2. Cadastro e conta' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'termos-secao');
});
