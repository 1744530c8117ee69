// A logo that fails to load is hidden, the layout stays in place and no broken image is ever shown
// (docs/product/layout.md): the landing's full logo, the login page's logos and the top bar's
// reduced logo, with every image request failing.
import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { brokenImagesOnScreen, failImageRequests } from './support/images';
import { saveScreenshot } from './support/screenshots';

test.describe('logos that fail to load', () => {
  test("'/' hides its logo and keeps the header", async ({ page }, testInfo) => {
    const failed = await failImageRequests(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    // The link stays where the logo was, named by the site's name instead of the image.
    await expect(header.getByRole('link', { name: 'Conecta Criadores' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(header.getByRole('img')).toHaveCount(0);
    expect(failed.some((path) => path.includes('logo'))).toBe(true);
    await expect.poll(() => brokenImagesOnScreen(page)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conecte. Crie. Colabore.');
    await saveScreenshot(page, testInfo, 'landing-logo-failed');
  });

  test('/login shows no broken image', async ({ page }) => {
    await failImageRequests(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect.poll(() => brokenImagesOnScreen(page)).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ storageState: storageStatePath('creator') });

    test('the top bar leaves out the reduced logo and keeps its actions', async ({ page }, testInfo) => {
      await failImageRequests(page);
      await page.goto('/feed');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Conecta: ir para o feed' })).toHaveCount(0);
      await expect(header.getByRole('link', { name: 'Meu perfil' })).toHaveText('C');
      await expect.poll(() => brokenImagesOnScreen(page)).toEqual([]);
      await saveScreenshot(page, testInfo, 'layout-logo-failed');
    });
  });
});
