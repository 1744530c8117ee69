// The audit the desktop and phone specs share (docs/architecture/quality.md, "Acessibilidade"):
// every screen of every role, settled, then axe-core (WCAG 2.1 A/AA, fails on serious and
// critical), the names of icon-only controls, no Content-Security-Policy violation while it loaded
// (docs/security.md) and, on the phone, narrowed to 320 px, no sideways scroll
// (docs/product/layout.md, "Small screens"). One visit per screen checks all of them.
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_DEFINITIONS } from '../../lib/routes';
import { sidewaysOverflow, waitForContent } from './a11y';
import { AUDIT_SCREENS } from './a11y-screens';
import { storageStatePath } from './auth-state';
import { axeViolations, iconOnlyControlProblems } from './axe';
import { inlineScriptsLeftOpen, watchViolations } from './csp-violations';
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
      // The narrowest phone the layout supports: a screen that fits it fits every phone.
      if (project === 'mobile') test.use({ viewport: { width: 320, height: 720 } });

      for (const screen of screens.filter((s) => !s.only || s.only === project)) {
        test(`${screen.path}${screen.open ? ` with ${screen.open.name} open` : ''} has no serious WCAG violation`, async ({
          page,
        }, testInfo) => {
          const policyViolations = await watchViolations(page);
          const response = await page.goto(screen.path);
          const openPolicy = response && (await inlineScriptsLeftOpen(response));
          await settle(page);
          if (screen.open) await screen.open.run(page);
          await animationsDone(page);
          const problems = [...(await axeViolations(page)), ...(await iconOnlyControlProblems(page))];
          if (project === 'mobile') {
            const overflow = await sidewaysOverflow(page);
            if (overflow > 0) problems.push(`scrolls ${overflow}px sideways at 320 px`);
          }
          problems.push(...policyViolations.map((violation) => `Content-Security-Policy: ${violation}`));
          if (openPolicy) problems.push(`Content-Security-Policy: ${openPolicy}`);
          if (screen.screenshot) await saveScreenshot(page, testInfo, screen.screenshot, true);
          expect(problems, `${screen.path}:\n${problems.join('\n')}`).toEqual([]);
        });
      }
    });
  }
}
