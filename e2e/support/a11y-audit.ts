// The accessibility audit the desktop and phone specs share (docs/architecture/quality.md,
// "Acessibilidade"): every screen of every role, settled, then axe-core (WCAG 2.1 A/AA, fails on
// serious and critical) and the names of icon-only controls.
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_DEFINITIONS } from '../../lib/routes';
import { waitForContent } from './a11y';
import { AUDIT_SCREENS } from './a11y-screens';
import { storageStatePath } from './auth-state';
import { axeViolations, iconOnlyControlProblems } from './axe';
import { saveScreenshot } from './screenshots';

/** Waits for the screen's heading and for every finite animation (a dialog sliding in) to end. */
async function settle(page: Page): Promise<void> {
  await waitForContent(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export function everyScreenIsAccessible(project: 'desktop' | 'mobile'): void {
  test('the audit opens every route of lib/routes.ts', () => {
    const audited = AUDIT_SCREENS.flatMap(({ screens }) => screens.map((screen) => screen.path.split('?')[0]));
    const missing = Object.values(ROUTE_DEFINITIONS)
      .filter((route) => !audited.some((path) => path === route.path || (route.params && path.startsWith(`${route.path}/`))))
      .map((route) => route.path);
    expect(missing).toEqual([]);
  });

  for (const { role, screens } of AUDIT_SCREENS) {
    test.describe(role, () => {
      if (role !== 'visitor') test.use({ storageState: storageStatePath(role) });

      for (const screen of screens.filter((s) => !s.only || s.only === project)) {
        test(`${screen.path}${screen.open ? ` with ${screen.open.name} open` : ''} has no serious WCAG violation`, async ({
          page,
        }, testInfo) => {
          await page.goto(screen.path);
          await settle(page);
          if (screen.open) await screen.open.run(page);
          await animationsDone(page);
          const problems = [...(await axeViolations(page)), ...(await iconOnlyControlProblems(page))];
          if (screen.screenshot) await saveScreenshot(page, testInfo, screen.screenshot, true);
          expect(problems, `${screen.path}:\n${problems.join('\n')}`).toEqual([]);
        });
      }
    });
  }
}
