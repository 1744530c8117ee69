// The locked menu of an incomplete hirer on a phone (docs/product/menu.md, "Locked entries"): the
// sliding menu shows the same locked entries; choosing one closes it and shows the toast below the
// top bar, every time.
import { expect, test } from '@playwright/test';
import { focusInside } from './support/a11y';
import { chooseLockedEntries, expectLockedMenu, newIncompleteBrand } from './support/locked-menu';
import { saveScreenshot } from './support/screenshots';
import { toast } from './support/toasts';

test('an incomplete brand sees the sliding menu locked and the toast each time', async ({ page, context }, testInfo) => {
  await newIncompleteBrand(page, context);
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  const openMenu = async () => {
    await toggle.click();
    await expect(sheet).toBeVisible();
    await expect.poll(() => focusInside(sheet)).toBe(true);
    return sheet.getByRole('navigation', { name: 'Menu principal' });
  };
  await expectLockedMenu(await openMenu());
  await saveScreenshot(page, testInfo, 'locked-menu');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await chooseLockedEntries(page, openMenu, ['Feed', 'Notificações', 'Feed']);
  await expect(sheet).toBeHidden();

  const nav = await openMenu();
  await nav.getByRole('button', { name: 'Meu perfil (bloqueado)', exact: true }).click();
  await expect(toast(page, 'Perfil incompleto').root).toBeVisible();
  await saveScreenshot(page, testInfo, 'locked-menu-toast');
});
