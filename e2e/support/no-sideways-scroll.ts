// The 320 px loop over every built screen (docs/product/layout.md, "Small screens"), shared by the
// desktop and phone specs: nothing scrolls sideways, and every button and link has a name.
import { expect, test } from '@playwright/test';
import { sidewaysOverflow, unnamedControls, waitForContent } from './a11y';
import { storageStatePath } from './auth-state';
import { BUILT_PAGES } from './built-pages';

export function everyPageFitsIn320px(): void {
  for (const { role, paths } of BUILT_PAGES) {
    test.describe(`${role}`, () => {
      if (role !== 'visitor') test.use({ storageState: storageStatePath(role) });
      test.use({ viewport: { width: 320, height: 720 } });

      test(`every page fits 320 px and names its controls (${paths.length} pages)`, async ({ page }) => {
        test.setTimeout(60_000 + paths.length * 15_000);
        const wide: string[] = [];
        for (const path of paths) {
          await page.goto(path);
          await waitForContent(page);
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) wide.push(`${path} scrolls ${overflow}px sideways`);
          expect.soft(await unnamedControls(page), `unnamed controls on ${path}`).toEqual([]);
        }
        expect(wide).toEqual([]);
      });
    });
  }
}
