// The audit the desktop and phone specs share (docs/architecture/quality.md, "Acessibilidade"):
// every screen of every role, settled, then axe-core (WCAG 2.1 A/AA, fails on serious and
// critical), the names of icon-only controls, no Content-Security-Policy violation while it loaded
// (docs/security.md) and, on the phone, narrowed to 320 px, no sideways scroll
// (docs/product/layout.md, "Small screens"). One visit per screen checks all of them.
// A worker keeps one page per role across that role's screens (sharedPage): a visit then reuses
// the scripts the browser has already compiled, and the screens are audited about twice as fast.
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
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

type SharedPage = { key: string; page: Page; violations: string[] };
let shared: SharedPage | null = null;

/**
 * This worker's page for `key` (a role on a project): made on the first screen, with the CSP watch
 * in place before its first document, and kept while the worker audits the same role. Another
 * role's screen closes it first, so no signed-in page is left polling in the background.
 */
async function sharedPage(browser: Browser, key: string, options: BrowserContextOptions): Promise<SharedPage> {
  if (shared?.key === key && !shared.page.isClosed()) return shared;
  await shared?.page.context().close();
  const page = await (await browser.newContext(options)).newPage();
  shared = { key, page, violations: await watchViolations(page) };
  return shared;
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
      // The narrowest phone the layout supports: a screen that fits it fits every phone.
      if (project === 'mobile') test.use({ viewport: { width: 320, height: 720 } });

      for (const screen of screens.filter((s) => !s.only || s.only === project)) {
        const title = `${screen.path}${screen.open ? ` with ${screen.open.name} open` : ''} has no serious WCAG violation`;
        test(
          title,
          async ({ browser, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId }, testInfo) => {
            const device = { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId };
            const storageState = role === 'visitor' ? undefined : storageStatePath(role);
            const { page, violations } = await sharedPage(browser, `${project} ${role}`, { ...device, storageState });
            const seen = violations.length;
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
            problems.push(...violations.slice(seen).map((violation) => `Content-Security-Policy: ${violation}`));
            if (openPolicy) problems.push(`Content-Security-Policy: ${openPolicy}`);
            if (screen.screenshot) await saveScreenshot(page, testInfo, screen.screenshot, true);
            // Playwright's own screenshot on failure covers the pages a test opened itself, not one kept from an earlier screen.
            if (problems.length > 0)
              await testInfo.attach('screen', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
            expect(problems, `${screen.path}:\n${problems.join('\n')}`).toEqual([]);
          },
        );
      }
    });
  }
}
