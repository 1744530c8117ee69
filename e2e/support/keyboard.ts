// Moving through a screen with the keyboard alone (e2e/keyboard*.spec.ts): Tab to a control,
// checking that every stop on the way shows where focus is, and choosing in a Radix select.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How the focused element shows focus: an outline or a ring (a box shadow), or null when it shows
 * neither. A transparent outline (Tailwind's outline-hidden) does not count.
 */
export function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor)) {
      return `outline ${style.outlineStyle} ${style.outlineWidth}`;
    }
    if (
      style.boxShadow !== 'none' &&
      !style.boxShadow.split(/,(?![^(]*\))/).every((shadow) => transparent(shadow.trim().split(' ')[0] ?? ''))
    ) {
      return `ring ${style.boxShadow}`;
    }
    return null;
  });
}

const describeFocused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> '${name}'`;
  });

/** Fails unless the focused element draws an outline or a ring. */
export async function expectFocusVisible(page: Page): Promise<void> {
  const indicator = await focusIndicator(page);
  expect(indicator, `no visible focus on ${await describeFocused(page)}`).not.toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking that every control focus passes
 * through, the target included, shows it.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = await page.evaluate(() => document.activeElement !== document.body);
    if (focused) await expectFocusVisible(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to `target` and types `text` into it, in place of what it held. */
export async function tabAndType(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Opens the focused Radix select with Enter, moves with the arrow keys to `option` and picks it
 * with Enter.
 */
export async function chooseWithKeys(page: Page, option: string): Promise<void> {
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeAttached();
  for (let i = 0; i < 40 && !(await wanted.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(wanted).toBeHidden();
}
