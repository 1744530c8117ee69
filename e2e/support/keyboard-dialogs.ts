// The dialog journeys the desktop and phone specs share (docs/product/layout.md, "Dialogs").
import { expect, type Page } from '@playwright/test';
import { focusInside, focusedElement } from './a11y';

/**
 * Opens the sign-up dialog from 'Começar Agora' with the keyboard and checks that Tab and Shift+Tab
 * cycle inside it, Esc closes it, and focus is back on the button.
 */
export async function signUpDialogKeepsFocus(page: Page): Promise<void> {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Começar Agora' }).first();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Criar uma conta' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);

  // Tab from stop to stop until focus comes round to the first one again: every stop is inside.
  await page.keyboard.press('Tab');
  const first = await focusedElement(page);
  const cycle = [first];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
    const current = await focusedElement(page);
    if (current === first) break;
    cycle.push(current);
  }
  expect(await focusedElement(page)).toBe(first);
  // Name, e-mail, document, password and its toggle, the choice, 'Cadastrar', 'Fechar' at least.
  expect(cycle.length).toBeGreaterThanOrEqual(7);
  for (let i = 0; i < cycle.length + 2; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Opened with a click and closed with 'Fechar': the same.
  await trigger.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}
