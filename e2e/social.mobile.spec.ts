// Social screens on a phone (issue 10): the feed, the network, companies and the dashboard fit
// the width and keep their controls reachable.
import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { fullPageScreenshot } from './support/profile-flows';

test.use({ storageState: storageStatePath('brand') });

async function noHorizontalScroll(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('feed, network, creator search, companies and dashboard on a phone', async ({ page }, testInfo) => {
  await page.goto('/feed?tab=para-voce');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeVisible();
  await noHorizontalScroll(page);
  await fullPageScreenshot(page, testInfo, 'social-feed');

  await page.goto('/network');
  await expect(page.getByRole('heading', { name: 'Pessoas que você talvez conheça' })).toBeVisible();
  await noHorizontalScroll(page);
  await fullPageScreenshot(page, testInfo, 'social-network');

  await page.goto('/network?tab=criadores&uf=SP');
  await expect(page.getByRole('heading', { name: 'Criadores encontrados' })).toBeVisible();
  await noHorizontalScroll(page);
  await fullPageScreenshot(page, testInfo, 'social-creator-search');

  await page.goto('/companies?q=Bella');
  await expect(page.getByRole('listitem', { name: 'Bella Pele' })).toBeVisible();
  await noHorizontalScroll(page);
  await fullPageScreenshot(page, testInfo, 'social-companies');

  await page.goto('/dashboard');
  await expect(page.getByText('Seguidores', { exact: true })).toBeVisible();
  await noHorizontalScroll(page);
  await fullPageScreenshot(page, testInfo, 'social-dashboard');
});
