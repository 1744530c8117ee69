// Dialogs and keyboard on a computer (docs/product/layout.md, "Dialogs" and "Keyboard and screen
// readers"): focus stays in a dialog, Esc closes it, focus goes back to what opened it; every button
// and link on the main screens has a name.
import { expect, test } from '@playwright/test';
import { unnamedControls, waitForContent } from './support/a11y';
import { storageStatePath } from './support/auth-state';
import { signUpDialogKeepsFocus } from './support/keyboard-dialogs';

test('the sign-up dialog keeps focus inside, closes with Esc and gives focus back to its button', async ({ page }) => {
  await signUpDialogKeepsFocus(page);
});

test.describe('an administrator', () => {
  test.use({ storageState: storageStatePath('admin') });

  test("an admin form dialog opened from a button gives focus back to it on Esc and on 'Cancelar'", async ({ page }) => {
    await page.goto('/admin/service-types');
    await waitForContent(page);
    const open = page.getByRole('button', { name: /^Novo/ }).first();
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('choosing a category', () => {
  test.use({ storageState: storageStatePath('noCategory') });

  test("the confirmation gives focus back to the card on Esc and on 'Voltar', nothing saved", async ({ page }) => {
    await page.goto('/category-selection');
    const card = page.getByRole('button', { name: 'Quero Contratar', exact: true });
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirmar: Quero Contratar?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await expect(page).toHaveURL('/category-selection');
  });
});

const MAIN_SCREENS = {
  creator: ['/feed', '/dashboard', '/notifications', '/chat', '/network', '/companies', '/profile', '/profile-user', '/jobs/opportunities'],
  brand: ['/jobs/create', '/jobs/minhasoportunidades', '/jobs/meuscandidatos', '/profile-empresa', '/jobs/candidates'],
  admin: ['/admin/users?q=Carla', '/admin/permissions', '/admin/site-images'],
} as const;

test('the public screens name every button and link', async ({ page }) => {
  for (const path of ['/', '/login', '/esqueci-minha-senha', '/termos', '/privacidade']) {
    await page.goto(path);
    await waitForContent(page);
    expect(await unnamedControls(page), path).toEqual([]);
  }
});

for (const [role, paths] of Object.entries(MAIN_SCREENS)) {
  test.describe(`${role}'s main screens`, () => {
    test.use({ storageState: storageStatePath(role as keyof typeof MAIN_SCREENS) });

    test('name every button and link', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of paths) {
        await page.goto(path);
        await waitForContent(page);
        expect(await unnamedControls(page), path).toEqual([]);
      }
      // The icon-only buttons of the top bar, by their pt-BR names.
      await expect(page.getByRole('banner').getByRole('link', { name: /^Notificações/ })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /^Mensagens/ })).toBeVisible();
    });
  });
}
