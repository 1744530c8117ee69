// While a hirer's company profile is incomplete, the sidebar shows the pages they cannot open yet
// as locked, and choosing one explains why with 'Perfil incompleto' every time
// (docs/product/menu.md, "Locked entries"). Toasts never cover the top bar (docs/product/layout.md).
import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { chooseLockedEntries, expectLockedMenu, newIncompleteBrand } from './support/locked-menu';
import { saveScreenshot } from './support/screenshots';
import { toast } from './support/toasts';

test('an incomplete brand sees the menu locked and the toast each time it chooses a locked entry', async ({ page, context }, testInfo) => {
  await newIncompleteBrand(page, context);
  const nav = page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('navigation', { name: 'Menu principal' });
  await expectLockedMenu(nav);
  await saveScreenshot(page, testInfo, 'locked-menu');

  await chooseLockedEntries(page, async () => nav, ['Feed', 'Feed', 'Mensagens']);
  // With the keyboard too.
  await nav.getByRole('button', { name: 'Criar oportunidade (bloqueado)', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Perfil incompleto').root).toBeVisible();
  await saveScreenshot(page, testInfo, 'locked-menu-toast');

  // The open entry still leads to its page.
  await nav.getByRole('link', { name: 'Perfil da empresa' }).click();
  await expect(page).toHaveURL('/profile-empresa');
});

test.describe('a complete account', () => {
  test.use({ storageState: storageStatePath('brand') });

  test('sees no locked entry', async ({ page }) => {
    await page.goto('/feed');
    const nav = page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Feed', exact: true })).toHaveAttribute('href', '/feed');
    await expect(nav.getByRole('link', { name: 'Notificações', exact: true })).toBeVisible();
    await expect(nav.getByRole('button')).toHaveCount(0);
    await expect(nav.getByText('Complete o perfil da empresa para liberar as outras páginas.')).toHaveCount(0);
  });
});
