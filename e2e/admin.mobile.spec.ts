// The administration area on a phone: every screen loads, lists become cards, and the screenshots
// are looked at.
import { expect, test } from '@playwright/test';
import { ADMIN_SCREENS } from './support/admin-routes';
import { storageStatePath } from './support/auth-state';
import { saveScreenshot } from './support/screenshots';

test.use({ storageState: storageStatePath('admin') });

for (const screen of ADMIN_SCREENS) {
  test(`${screen.path} on a phone`, async ({ page }, testInfo) => {
    await page.goto(screen.path + ('search' in screen ? screen.search : ''));
    const main = page.locator('#conteudo');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(screen.title);
    await expect(main.getByText(screen.shows, { exact: false }).filter({ visible: true }).first()).toBeVisible();
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, screen.path).toBeLessThanOrEqual(1);
    await saveScreenshot(page, testInfo, `admin${screen.path.replaceAll('/', '-')}`, true);
  });
}
