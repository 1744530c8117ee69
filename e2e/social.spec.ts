// Social (issue 10): the feed, the network, the creator search, companies and the dashboards.
// Accounts that change are made fresh; the demo accounts only look, like or comment on new posts.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { storageStatePath, storageStateOf } from './support/auth-state';
import { fullPageScreenshot, newSignedInAccount, pngImage } from './support/profile-flows';
import { sessionCookies } from './support/supabase-clients';

const CREATOR = 'Quero Oferecer meu serviço';
const READY = { onboarding_completed: true, city: 'São Paulo', state: 'SP', headline: 'Criadora de testes' };

const postByText = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('post with an image → another user likes and comments → the author sees the counts and the notifications', async ({
  page,
  browser,
}, testInfo) => {
  const author = await newSignedInAccount(page.context(), {
    category: CREATOR,
    fullName: 'Paula Autora',
    tag: 'feed-author',
    profile: READY,
  });
  const text = `Minha primeira publicação ${Date.now()} https://exemplo.com.br <b>negrito</b>`;

  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await page.getByLabel('Compartilhe algo com a sua rede').fill(text);
  await expect(page.getByText(`${text.length}/3000`)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: pngImage(400, 300) });
  await expect(page.getByRole('img', { name: 'Prévia da imagem' })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar' }).click();
  const mine = postByText(page, 'Minha primeira publicação');
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: /Imagem da publicação/ })).toBeVisible();
  await expect(mine.getByRole('link', { name: 'https://exemplo.com.br' })).toHaveAttribute('rel', /noopener/);
  await expect(mine.getByText('<b>negrito</b>')).toBeVisible();
  await expect(mine.getByText('agora')).toBeVisible();
  await saveFeed(page, testInfo);

  // Marina (brand) likes and comments from her own browser.
  const other = await browser.newContext({ storageState: storageStatePath('brand') });
  const marina = await other.newPage();
  await marina.goto('/feed?tab=para-voce');
  const seen = postByText(marina, 'Minha primeira publicação');
  await seen.getByRole('button', { name: 'Curtir' }).click();
  await expect(seen.getByTestId('likes-count')).toHaveText('1');
  await seen.getByRole('button', { name: 'Comentários' }).click();
  await seen.getByLabel('Escreva um comentário').fill('Que legal, Paula!');
  await seen.getByRole('button', { name: 'Comentar' }).click();
  await expect(seen.getByText('Que legal, Paula!')).toBeVisible();
  await expect(seen.getByTestId('comments-count')).toHaveText('1');
  await other.close();

  await page.reload();
  await expect(mine.getByTestId('likes-count')).toHaveText('1');
  await expect(mine.getByTestId('comments-count')).toHaveText('1');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notificações', exact: true })).toHaveText('2');
  expect(author.id).toBeTruthy();
});

async function saveFeed(page: Page, testInfo: Parameters<typeof fullPageScreenshot>[1]) {
  await fullPageScreenshot(page, testInfo, 'social-feed');
}

test('follow from /network → the post appears under "Seguindo"', async ({ page }, testInfo) => {
  await newSignedInAccount(page.context(), { category: CREATOR, fullName: 'Otávio Seguidor', tag: 'follow', profile: READY });
  await page.goto('/feed?tab=seguindo');
  await expect(page.getByText('Nenhuma publicação por aqui ainda.')).toBeVisible();

  await page.goto('/network');
  await page.getByLabel('Nome').fill('beatriz');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const card = page.getByRole('listitem', { name: 'Beatriz Rocha' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Seguir Beatriz Rocha' }).click();
  await expect(card.getByRole('button', { name: 'Deixar de seguir Beatriz Rocha' })).toBeVisible();
  await fullPageScreenshot(page, testInfo, 'social-network');

  await page.goto('/network?tab=seguindo');
  await expect(page.getByRole('listitem', { name: 'Beatriz Rocha' })).toBeVisible();
  await page.goto('/feed?tab=seguindo');
  await expect(page.getByRole('article', { name: 'Publicação de Beatriz Rocha' }).first()).toBeVisible();
});

test('an optimistic like is rolled back when offline', async ({ page, context }) => {
  await newSignedInAccount(context, { category: CREATOR, fullName: 'Olga Offline', tag: 'offline', profile: READY });
  await page.goto('/feed?tab=para-voce');
  const first = page.getByRole('article').first();
  const count = first.getByTestId('likes-count');
  const before = Number(await count.textContent());
  await context.setOffline(true);
  await first.getByRole('button', { name: 'Curtir' }).click();
  await expect(page.getByText('Não foi possível curtir').first()).toBeVisible();
  await expect(count).toHaveText(String(before));
  await expect(first.getByRole('button', { name: 'Curtir' })).toHaveAttribute('aria-pressed', 'false');
  await context.setOffline(false);
});

test.describe('as the brand', () => {
  test.use({ storageState: storageStatePath('brand') });

  test('finds a creator with two filters and opens the profile', async ({ page }, testInfo) => {
    await page.goto('/network?tab=criadores');
    await expect(page.getByRole('link', { name: 'Encontrar criadores' })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('UF').selectOption('SP');
    await page.getByLabel('Seguidores').selectOption('10 mil a 50 mil');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/uf=SP/);
    const card = page.getByRole('listitem', { name: 'Beatriz Rocha' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Larissa Teixeira' })).toHaveCount(0);
    await fullPageScreenshot(page, testInfo, 'social-creator-search');
    await card.getByRole('link', { name: 'Beatriz Rocha', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beatriz Rocha');
    await expect(page.getByRole('list', { name: 'Números do perfil' })).toContainText('seguidores');
  });

  test('the companies directory filters by type', async ({ page }, testInfo) => {
    // Searched by name, so companies other specs create never push the seeded ones off the page.
    await page.goto('/companies');
    await page.getByLabel('Nome').fill('Bella');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('listitem', { name: 'Bella Pele' })).toBeVisible();
    // Bella Pele is a brand: the agency filter hides it, and finds the seeded agency.
    await page.getByLabel('Tipo').selectOption('Sou uma Agência');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('listitem', { name: 'Bella Pele' })).toHaveCount(0);
    await page.getByLabel('Nome').fill('Onda');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('listitem', { name: 'Onda Criativa' })).toBeVisible();
    await fullPageScreenshot(page, testInfo, 'social-companies');
  });

  test('the hirer dashboard shows the seeded figures', async ({ page }, testInfo) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Seguidores', { exact: true }).locator('..')).toContainText('7');
    await fullPageScreenshot(page, testInfo, 'social-dashboard-hirer');
  });
});

test('the creator and administrator dashboards show the seeded figures', async ({ browser }, testInfo) => {
  const creator = await browser.newContext();
  await creator.addCookies(storageStateOf(await sessionCookies(DEMO_ACCOUNTS.creator.email)).cookies);
  const page = await creator.newPage();
  await page.goto('/dashboard');
  await expect(page.getByText('Seguidores', { exact: true }).locator('..')).toContainText('8');
  // 18 seeded viewers in the last 30 days (other journeys may add their own views)
  const views = Number((await page.getByText('Visualizações do perfil').locator('..').locator('p').nth(1).textContent()) ?? 0);
  expect(views).toBeGreaterThanOrEqual(18);
  await expect(page.getByRole('region', { name: 'Complete seu perfil' })).toBeVisible();
  await fullPageScreenshot(page, testInfo, 'social-dashboard-creator');
  await creator.close();

  const admin = await browser.newContext({ storageState: storageStatePath('admin') });
  const adminPage = await admin.newPage();
  await adminPage.goto('/dashboard');
  await expect(adminPage.getByRole('region', { name: 'Usuários por categoria' })).toContainText('Criadores');
  await expect(adminPage.getByRole('table', { name: /Cadastros por semana/ }).locator('tbody tr')).toHaveCount(12);
  await fullPageScreenshot(adminPage, testInfo, 'social-dashboard-admin');
  await admin.close();
});
