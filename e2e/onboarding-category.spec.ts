// /category-selection (docs/product/routes.md, rule 2): a person without a category chooses one of the two cards;
// the choice is saved once, the session follows at once and the gate moves them on.
import { expect, test } from '@playwright/test';
import { fullPageScreenshot, newSignedInAccount } from './support/profile-flows';

test('a person without a category picks "Quero Contratar" and moves on to the company profile', async ({ page, context }, testInfo) => {
  await newSignedInAccount(context, { category: null, fullName: 'Bruno Sem Categoria', tag: 'semcat' });
  await page.goto('/feed');
  await expect(page).toHaveURL('/category-selection');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Como você quer usar a plataforma?');
  const creator = page.getByRole('button', { name: 'Quero Oferecer meu serviço' });
  const hirer = page.getByRole('button', { name: 'Quero Contratar' });
  await expect(creator).toHaveAccessibleDescription(/Você produz conteúdo ou presta serviços/);
  await expect(hirer).toHaveAccessibleDescription(/Publique oportunidades e receba candidaturas/);
  await fullPageScreenshot(page, testInfo, 'category-selection');

  // A permanent choice: the card asks first, and 'Voltar' changes nothing.
  await hirer.click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar: Quero Contratar?' });
  await expect(confirm).toContainText('Você não poderá alterar isso depois.');
  await fullPageScreenshot(page, testInfo, 'category-selection-confirm');
  await confirm.getByRole('button', { name: 'Voltar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL('/category-selection');

  await hirer.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL('/profile-empresa');
  // Chosen once: the selection screen has nothing left to offer.
  await page.goto('/category-selection');
  await expect(page).toHaveURL('/profile-empresa');
});

test('a person without a category picks "Quero Oferecer meu serviço" and starts the wizard', async ({ page, context }) => {
  await newSignedInAccount(context, { category: null, fullName: 'Clara Sem Categoria', tag: 'semcat' });
  await page.goto('/category-selection');
  await page.getByRole('button', { name: 'Quero Oferecer meu serviço' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL('/primeirologinusuario');
  await expect(page.getByText('Etapa 1 de 4')).toBeVisible();
});

test('a failed save leaves the cards usable, with a retry', async ({ page, context }) => {
  await newSignedInAccount(context, { category: null, fullName: 'Rui Sem Rede', tag: 'semcat' });
  await page.goto('/category-selection');
  // The first call of the server action never reaches the server.
  let failures = 1;
  await page.route('**/category-selection', (route) => {
    if (route.request().method() === 'POST' && failures > 0) {
      failures -= 1;
      return route.abort('failed');
    }
    return route.fallback();
  });
  await page.getByRole('button', { name: 'Quero Oferecer meu serviço' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível salvar sua escolha' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('Salvando...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Quero Contratar' })).toBeEnabled();
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL('/primeirologinusuario');
});
