// Onboarding on a phone: the category cards, the wizard and the company profile fit the screen,
// and each still saves.
import { expect, test, type Page } from '@playwright/test';
import { choose, fullPageScreenshot, newSignedInAccount, pngImage } from './support/profile-flows';
import { toast } from './support/toasts';

/** Nothing wider than the screen: no sideways scrolling. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('category cards, then the creator wizard on a phone', async ({ page, context }, testInfo) => {
  test.setTimeout(90_000);
  await newSignedInAccount(context, { category: null, fullName: 'Marta Celular', tag: 'mobile' });
  await page.goto('/category-selection');
  await expect(page.getByRole('button', { name: 'Quero Oferecer meu serviço' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await fullPageScreenshot(page, testInfo, 'category-selection');

  await page.getByRole('button', { name: 'Quero Oferecer meu serviço' }).click();
  await fullPageScreenshot(page, testInfo, 'category-selection-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL('/primeirologinusuario');
  await expect(page.getByText('Etapa 1 de 4')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await fullPageScreenshot(page, testInfo, 'onboarding-step1');

  await page.getByTestId('avatar-file').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: pngImage(300, 500, 80) });
  await expect(toast(page, 'Foto atualizada.').title).toBeVisible();
  await page.getByLabel('Apresentação').fill('Criadora de conteúdo fitness e bem-estar');
  await page.getByLabel('Cidade').fill('Porto Alegre');
  await choose(page, 'Estado (UF)', 'RS · Rio Grande do Sul');
  await page.getByLabel('Bio').fill('Treinos rápidos, receitas saudáveis e rotina real, sem filtro, para quem tem pouco tempo.');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Serviços');
  await expect(page.getByText('Etapa 2 de 4 · Serviços')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await fullPageScreenshot(page, testInfo, 'onboarding-step2');
});

test('the company profile on a phone', async ({ page, context }, testInfo) => {
  await newSignedInAccount(context, { category: 'Quero Contratar', fullName: 'Nina Celular', tag: 'mobile' });
  await page.goto('/profile-empresa');
  await page.getByRole('radio', { name: 'Sou uma Agência' }).click();
  await expect(page.getByRole('group', { name: 'Serviços da agência' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await fullPageScreenshot(page, testInfo, 'profile-empresa');
});
