// Checks shared by the accessibility specs (docs/product/layout.md, "Keyboard and screen readers").
import { expect, type Locator, type Page } from '@playwright/test';

const UNNAMED = /^\s*- (button|link|checkbox|radio|combobox|switch|tab|menuitem)( \[[^\]]*\])*:?\s*$/;

/** The lines of the accessibility tree that are buttons, links or choices without a name. */
export async function unnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot.split('\n').filter((line) => UNNAMED.test(line));
}

/**
 * Waits until the streamed parts of a screen have arrived (no 'Carregando...' or 'Verificando
 * perfil...') and the address has stopped changing (a screen may send the person on, as the job
 * wizard's later steps do without a draft).
 */
export async function waitForContent(page: Page): Promise<void> {
  let url = '';
  for (let i = 0; i < 5 && url !== page.url(); i++) {
    url = page.url();
    await page.waitForLoadState('load');
    await expect(page.getByText('Verificando perfil...')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: /^Carregando\.\.\.$/ })).toHaveCount(0, { timeout: 20_000 });
    await page.waitForTimeout(300);
  }
}

/** How many pixels the page can scroll sideways (0 when it fits the window). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
  });
}

/** True when the focused element is inside `container`. */
export const focusInside = (container: Locator): Promise<boolean> => container.evaluate((el) => el.contains(document.activeElement));

/** An id for the focused element, stable while it stays on the page, to tell focus stops apart. */
export const focusedElement = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    if (!el.dataset.focusProbe) el.dataset.focusProbe = String(Math.random()).slice(2);
    return `${el.tagName.toLowerCase()}:${el.dataset.focusProbe}`;
  });

/** True when the two boxes share any area. */
export function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
