// The /feed document's preview on a phone (docs/product/social.md, "The first paint"): what the
// document draws before its scripts fits the width and looks like the feed it turns into.
import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { saveScreenshot } from './support/screenshots';

test.use({ storageState: storageStatePath('creator') });

test('the feed document alone shows the newest posts on a phone, then the person’s feed takes their place', async ({
  page,
  browser,
}, testInfo) => {
  const noScript = await browser.newContext({
    ...testInfo.project.use,
    storageState: storageStatePath('creator'),
    javaScriptEnabled: false,
  });
  const bare = await noScript.newPage();
  await bare.goto('/feed');
  const preview = bare.locator('[data-feed-preview]');
  await expect(preview.locator('article').first()).toBeVisible();
  // Within the phone's width (measured by the browser's layout: no script runs in this page).
  const box = await preview.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(bare.viewportSize()!.width + 1);
  await saveScreenshot(bare, testInfo, 'feed-preview-document');
  await noScript.close();

  await page.goto('/feed');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('[data-feed-preview]')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'feed-preview-replaced');
});
