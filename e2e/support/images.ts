// Makes every image request of the page fail, and tells whether any image is shown broken.
import type { Page } from '@playwright/test';

/** Aborts every request for an image (logos, icons, avatars) from now on. Call before navigating. */
export async function failImageRequests(page: Page): Promise<string[]> {
  const failed: string[] = [];
  await page.route('**/*', (route) => {
    if (route.request().resourceType() !== 'image') return route.continue();
    failed.push(new URL(route.request().url()).pathname);
    return route.abort('failed');
  });
  return failed;
}

/** The sources of <img> elements on screen that did not load: what a person would see as broken. */
export function brokenImagesOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.getClientRects().length > 0 && getComputedStyle(img).visibility !== 'hidden')
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}
