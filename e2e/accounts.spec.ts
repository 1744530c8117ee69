// Accounts (issue 16): consent under 'Cadastrar' with links to the legal pages, the privacy page,
// and one account per CPF/CNPJ refused in the dialog with no user created.
import { expect, test, type Page } from '@playwright/test';
import { NEW_USER_PASSWORD, uniqueEmail } from './support/people';
import { saveScreenshot } from './support/screenshots';
import { serviceClient } from './support/supabase-clients';

async function openDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Começar Agora' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Criar uma conta' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('accounts', () => {
  test('the dialog states the consent, each link opening in a new tab', async ({ page, context }, testInfo) => {
    const dialog = await openDialog(page);
    await expect(dialog).toContainText('Ao se cadastrar, você concorda com os Termos de uso e a Política de privacidade');
    const terms = dialog.getByRole('link', { name: 'Termos de uso' });
    const privacy = dialog.getByRole('link', { name: 'Política de privacidade' });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(privacy).toHaveAttribute('target', '_blank');
    await saveScreenshot(page, testInfo, 'sign-up-consent');
    const [tab] = await Promise.all([context.waitForEvent('page'), privacy.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/privacidade');
    await expect(tab.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
    await expect(tab.getByRole('heading', { name: '4. Como corrigir ou apagar seus dados' })).toBeVisible();
    await expect(tab.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' })).toBeVisible();
    await saveScreenshot(tab, testInfo, 'privacy-page');
    await tab.close();
  });

  test('a CPF that already has an account is refused in the dialog, and no user is created', async ({ page }) => {
    const email = uniqueEmail('doc-dup');
    const dialog = await openDialog(page);
    await dialog.getByLabel('Nome Completo').fill('Pessoa Repetida');
    await dialog.getByLabel('E-mail').fill(email);
    // Carla's CPF (the demo creator).
    await dialog.getByLabel('CPF/CNPJ').fill('111.444.777-35');
    await dialog.getByLabel('Senha', { exact: true }).fill(NEW_USER_PASSWORD);
    await dialog.getByRole('combobox', { name: 'Quero usar a conta para?' }).click();
    await page.getByRole('option', { name: 'Quero Contratar', exact: true }).click();
    await dialog.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(dialog.getByText('Este CPF/CNPJ já tem uma conta.', { exact: false }).first()).toBeVisible();
    await expect(dialog).toBeVisible();
    const { data } = await serviceClient().from('profiles').select('id').eq('email', email);
    expect(data).toEqual([]);
  });

  test('/privacidade is in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/privacidade');
  });
});
