// Not-found and forbidden pages on a computer (docs/product/layout.md, "Not found and access
// restricted"): one design, a correct title, and the right way back.
import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { SIGNED_IN_WAY_BACK, VISITOR_WAY_BACK, expectAccessRestricted, expectNotFound, shot } from './support/status-pages';

test('a visitor on an unknown public address is sent back to the landing page', async ({ page }, testInfo) => {
  const response = await page.goto('/termos/versao-que-nao-existe');
  expect(response?.status()).toBe(404);
  await expectNotFound(page, VISITOR_WAY_BACK);
  await shot(page, testInfo, 'not-found-visitor');
  await page.getByRole('link', { name: VISITOR_WAY_BACK.name }).click();
  await expect(page).toHaveURL('/');
});

test.describe('signed in', () => {
  test.use({ storageState: storageStatePath('creator') });

  test('an unknown address leads back to the feed', async ({ page }, testInfo) => {
    const response = await page.goto('/uma-pagina-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expectNotFound(page, SIGNED_IN_WAY_BACK);
    await shot(page, testInfo, 'not-found-signed-in');
    await page.getByRole('link', { name: SIGNED_IN_WAY_BACK.name }).click();
    await expect(page).toHaveURL('/feed');
  });

  test("a page the category may not open answers 'Acesso restrito' with its title and the way to the feed", async ({ page }, testInfo) => {
    const response = await page.goto('/jobs/create');
    expect(response?.status()).toBe(403);
    await expectAccessRestricted(page);
    await shot(page, testInfo, 'access-restricted');
  });
});

test.describe('a brand', () => {
  test.use({ storageState: storageStatePath('brand') });

  test('a record that does not exist shows the same page inside the app, titled as such', async ({ page }, testInfo) => {
    await page.goto('/jobs/edit/nao-e-um-id');
    await expectNotFound(page, SIGNED_IN_WAY_BACK);
    await expect(page.getByRole('banner')).toBeVisible();
    await shot(page, testInfo, 'not-found-in-app');
  });
});
