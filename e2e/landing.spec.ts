// The public landing page (docs/product/overview.md) and the web manifest.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';

test.describe('landing page', () => {
  test('shows every element of the spec with its exact text', async ({ page }, testInfo) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    await expect(page.getByText('Plataforma Beta Disponível', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conecte. Crie. Colabore.');
    await expect(page.getByRole('button', { name: 'Começar Agora' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Para Criadores', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Para Marcas', exact: true })).toBeVisible();

    const enter = page.getByRole('main').getByRole('link', { name: 'Entrar', exact: true });
    await expect(enter).toHaveAttribute('href', '/login');
    await saveScreenshot(page, testInfo, 'landing', true);

    await enter.click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  });

  test("'Começar Agora' opens the registration dialog", async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Começar Agora' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Criar uma conta' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Preencha os dados abaixo para começar a usar a plataforma.');
    await saveScreenshot(page, testInfo, 'sign-up-dialog');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('each audience card opens the dialog with its category chosen', async ({ page }) => {
    await page.goto('/');
    const cases = [
      { button: 'Quero oferecer meus serviços', category: 'Quero Oferecer meu serviço' },
      { button: 'Quero contratar criadores', category: 'Quero Contratar' },
    ];
    for (const { button, category } of cases) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: 'Criar uma conta' });
      await expect(dialog.getByRole('combobox', { name: 'Quero usar a conta para?' })).toHaveText(category);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('the web manifest: short name, standalone, white background, black theme', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Conecta Criadores',
      short_name: 'Conecta',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#000000',
      start_url: '/',
    });
  });
});
