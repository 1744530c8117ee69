// The signed-in layout on a phone (docs/product/layout.md): the sidebar is hidden until 'Abrir menu'
// slides it in over an overlay; an entry navigates and closes it.
import { expect, test } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { saveScreenshot } from './support/screenshots';

test.use({ storageState: storageStatePath('creator') });

test('the menu toggle opens the sidebar over an overlay with the entries', async ({ page }, testInfo) => {
  await page.goto('/feed');
  await expect(page.getByRole('complementary', { name: 'Barra lateral' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Mensagens', exact: true })).toBeVisible();
  await saveScreenshot(page, testInfo, 'layout');

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  const nav = sheet.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('heading')).toHaveText(['Navegação', 'Trabalhos', 'Rede', 'Perfil']);
  await expect(nav.getByRole('link', { name: 'Criar oportunidade', exact: true })).toHaveCount(0);
  // Each section by name (docs/product/menu.md).
  await expect(nav.getByRole('list', { name: 'Navegação', exact: true }).getByRole('link')).toHaveText([
    'Feed',
    'Mensagens',
    'Notificações',
    'Painel',
  ]);
  await expect(nav.getByRole('list', { name: 'Trabalhos', exact: true }).getByRole('link')).toHaveText([
    'Candidaturas',
    'Contratos',
    'Descartados',
    'Minhas oportunidades',
    'Oportunidades',
    'Pendentes',
  ]);
  await expect(nav.getByRole('list', { name: 'Perfil', exact: true }).getByRole('link')).toHaveText(['Editar perfil', 'Meu perfil']);
  // w-64, once the sheet has finished sliding in (measured mid-animation it is a fraction short).
  await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(256);
  await saveScreenshot(page, testInfo, 'layout-menu-open');

  // The overlay covers the page: a tap outside the sheet closes it.
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width - 20, viewport.height / 2);
  await expect(sheet).toBeHidden();

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await sheet.getByRole('link', { name: 'Minha rede', exact: true }).click();
  await expect(page).toHaveURL('/network');
  await expect(sheet).toBeHidden();
});
