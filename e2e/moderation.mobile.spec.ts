// On a phone: the moderation panel of /admin/gestao-profile (an administrator removes a post with a
// reason and the author's feed loses it), a company page's open opportunities and the invite
// button on the creator cards fit the width and keep their controls reachable.
import { devices, expect, test, type Page } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { fullPageScreenshot, newSignedInAccount } from './support/profile-flows';
import { toast } from './support/toasts';

const CREATOR = 'Quero Oferecer meu serviço';
const READY = { onboarding_completed: true, city: 'Recife', state: 'PE', headline: 'Criadora de testes' };

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('an administrator removes a post from the moderation panel on a phone', async ({ page, browser }, testInfo) => {
  const name = `Marta Moderada ${Date.now()}`;
  await newSignedInAccount(page.context(), { category: CREATOR, fullName: name, tag: 'moder-phone', profile: READY });
  const text = `Publicação no celular ${Date.now()}`;
  await page.goto('/feed');
  await page.getByLabel('Compartilhe algo com a sua rede').fill(text);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();

  const admin = await browser.newPage({
    ...devices['Pixel 7'],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    storageState: storageStatePath('admin'),
  });
  await admin.goto(`/admin/gestao-profile?q=${encodeURIComponent(name)}`);
  await admin.getByRole('link', { name: `Publicações e comentários de ${name}` }).click();
  const panel = admin.getByRole('region', { name: `Conteúdo de ${name}` });
  await expect(panel.getByRole('list', { name: 'Publicações' })).toContainText(text);
  await noHorizontalScroll(admin);
  await fullPageScreenshot(admin, testInfo, 'moderation-posts');

  await panel.getByRole('button', { name: `Remover publicação de ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Remover publicação?' });
  await dialog.getByLabel('Motivo da remoção').fill('x'.repeat(501));
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('O motivo deve ter no máximo 500 caracteres.');
  await dialog.getByLabel('Motivo da remoção').fill('Conteúdo duplicado');
  await fullPageScreenshot(admin, testInfo, 'moderation-dialog');
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(toast(admin, 'Publicação removida.').root).toBeVisible();
  await expect(panel.getByText('Nenhuma publicação.')).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page.getByTestId('notification').filter({ hasText: 'Sua publicação foi removida' })).toContainText(
    'Motivo: Conteúdo duplicado',
  );
  await noHorizontalScroll(page);
  await fullPageScreenshot(page, testInfo, 'moderation-author-notifications');
});

test.describe('as the demo creator', () => {
  test.use({ storageState: storageStatePath('creator') });

  test('a company page with its open opportunities', async ({ page }, testInfo) => {
    await page.goto('/companies?q=Pulso');
    await page.getByRole('listitem', { name: 'Pulso Digital' }).getByRole('link', { name: 'Pulso Digital', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pulso Digital');
    await expect(
      page.getByRole('list', { name: 'Oportunidades abertas' }).getByRole('link', { name: 'Criadores de moda para campanha de verão' }),
    ).toBeVisible();
    await noHorizontalScroll(page);
    await fullPageScreenshot(page, testInfo, 'company-opportunities');
  });
});

test.describe('as the demo brand', () => {
  test.use({ storageState: storageStatePath('brand') });

  test('the creator cards offer the invite', async ({ page }, testInfo) => {
    await page.goto('/network?tab=criadores&q=Beatriz');
    const card = page.getByRole('listitem', { name: 'Beatriz Rocha' });
    await expect(card.getByRole('button', { name: 'Convidar Beatriz Rocha para oportunidade' })).toBeVisible();
    await noHorizontalScroll(page);
    await fullPageScreenshot(page, testInfo, 'network-invite-card');
    await card.getByRole('button', { name: 'Convidar Beatriz Rocha para oportunidade' }).click();
    await expect(page.getByRole('dialog', { name: 'Convidar Beatriz Rocha' }).getByLabel('Oportunidade')).toBeVisible();
    await noHorizontalScroll(page);
    await fullPageScreenshot(page, testInfo, 'network-invite-dialog');
  });
});
