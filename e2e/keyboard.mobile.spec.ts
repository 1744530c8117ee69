// Dialogs and keyboard on a phone (docs/product/layout.md, "Dialogs"): the sign-up dialog and the
// sliding menu keep focus inside, close with Esc and give focus back; icon-only buttons have names.
import { expect, test } from '@playwright/test';
import { focusInside, unnamedControls, waitForContent } from './support/a11y';
import { storageStatePath } from './support/auth-state';
import { signUpDialogKeepsFocus } from './support/keyboard-dialogs';
import { logInWithKeys, skipLinkLeadsToContent } from './support/keyboard-journeys';

test('the sign-up dialog keeps focus inside, closes with Esc and gives focus back to its button', async ({ page }) => {
  await signUpDialogKeepsFocus(page);
});

test('the password toggle is named for what it does', async ({ page }) => {
  await page.goto('/login');
  const toggle = page.getByRole('button', { name: 'Mostrar senha' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Ocultar senha' })).toBeVisible();
});

test('a visitor logs in with the keyboard alone, focus visible on every stop', async ({ page }) => {
  await logInWithKeys(page);
});

test.describe('signed in', () => {
  test.use({ storageState: storageStatePath('creator') });

  test("'Pular para o conteúdo' is the first stop and moves focus into the content", async ({ page }) => {
    await page.goto('/feed');
    await waitForContent(page);
    await skipLinkLeadsToContent(page);
  });

  test("the sliding menu traps focus, closes with Esc and 'Fechar', and gives focus back to 'Abrir menu'", async ({ page }) => {
    await page.goto('/feed');
    await waitForContent(page);
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect.poll(() => focusInside(sheet)).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(sheet)).toBe(true);
    }
    expect(await unnamedControls(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await sheet.getByRole('button', { name: 'Fechar' }).click();
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the main screens name every button and link', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ['/feed', '/chat', '/network', '/notifications', '/profile', '/jobs/opportunities']) {
      await page.goto(path);
      await waitForContent(page);
      expect(await unnamedControls(page), path).toEqual([]);
    }
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  });
});
