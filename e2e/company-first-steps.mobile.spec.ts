// A hirer's first steps on a phone: the same journey as on a laptop, and nothing scrolls sideways
// at 320 px.
import { expect, test } from '@playwright/test';
import { companyFirstStepsJourney } from './support/company-first-steps';
import { fullPageScreenshot, newSignedInAccount } from './support/profile-flows';

test('a fresh brand completes its profile on a phone without losing its place', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  await companyFirstStepsJourney(page, context, testInfo);
});

test('the company profile with its progress fits a 320 px screen', async ({ page, context }, testInfo) => {
  await newSignedInAccount(context, {
    category: 'Quero Contratar',
    fullName: 'Íris Bragança Teste',
    tag: 'empresa-320',
    profile: { type: 'Sou uma Agência', company_name: `Agência Estreita ${Date.now()}` },
  });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/profile-empresa');
  await expect(page.getByRole('region', { name: 'Campos pendentes' }).getByTestId('itens-faltando')).toHaveText('Faltam 10 itens');
  await expect(page.getByRole('textbox', { name: 'Descrição da empresa', exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await fullPageScreenshot(page, testInfo, 'profile-empresa-320');
});
