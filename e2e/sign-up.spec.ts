// The registration dialog (docs/product/messages.md) and the first screen of each category.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { NEW_USER_PASSWORD, randomCpf, uniqueEmail } from './support/people';
import { expectPath } from './support/paths';
import { toast } from './support/toasts';

async function openDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Começar Agora' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Criar uma conta' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillForm(page: Page, values: { fullName: string; email: string; cpf: string; category: string }) {
  const dialog = page.getByRole('dialog', { name: 'Criar uma conta' });
  await dialog.getByLabel('Nome Completo').fill(values.fullName);
  await dialog.getByLabel('E-mail').fill(values.email);
  await dialog.getByLabel('CPF/CNPJ').fill(values.cpf);
  await dialog.getByLabel('Senha', { exact: true }).fill(NEW_USER_PASSWORD);
  await dialog.getByRole('combobox', { name: 'Quero usar a conta para?' }).click();
  await page.getByRole('option', { name: values.category, exact: true }).click();
  return dialog;
}

test.describe('sign-up dialog', () => {
  test('has the five fields of the spec, the select options and the submit button', async ({ page }) => {
    const dialog = await openDialog(page);
    await expect(dialog.getByLabel('Nome Completo')).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('CPF/CNPJ')).toBeVisible();
    await expect(dialog.getByLabel('Senha', { exact: true })).toHaveAttribute('autocomplete', 'new-password');

    const select = dialog.getByRole('combobox', { name: 'Quero usar a conta para?' });
    await expect(select).toHaveText('Selecione...');
    await select.click();
    await expect(page.getByRole('option')).toHaveText(['Quero Oferecer meu serviço', 'Quero Contratar']);
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('button', { name: 'Cadastrar', exact: true })).toBeEnabled();
  });

  test('requires all five fields', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText([
      'Informe seu nome completo.',
      'Informe seu e-mail.',
      'Informe seu CPF ou CNPJ.',
      'Informe uma senha.',
      'Selecione como você quer usar a conta.',
    ]);
    await expect(dialog).toBeVisible();
  });

  test('a creator signs up and lands on the first-login onboarding', async ({ page }) => {
    await openDialog(page);
    const dialog = await fillForm(page, {
      fullName: 'Bruna Teste Criadora',
      email: uniqueEmail('criadora'),
      cpf: randomCpf(),
      category: 'Quero Oferecer meu serviço',
    });
    // Hold the request a moment so the busy state can be seen.
    await page.route('**/auth/v1/signup*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Cadastrando...' })).toBeDisabled();

    const success = toast(page, 'Cadastro realizado com sucesso!');
    await expect(success.title).toHaveText('Cadastro realizado com sucesso!');
    await expect(success.description).toHaveText('Verifique seu email para confirmar o cadastro.');
    await expect(dialog).toBeHidden();
    await expectPath(page, '/primeirologinusuario');
  });

  test('a hirer signs up and lands on the company profile', async ({ page }) => {
    await openDialog(page);
    const dialog = await fillForm(page, {
      fullName: 'Rafael Teste Contratante',
      email: uniqueEmail('contratante'),
      cpf: randomCpf(),
      category: 'Quero Contratar',
    });
    await dialog.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(toast(page, 'Cadastro realizado com sucesso!').root).toBeVisible();
    await expectPath(page, '/profile-empresa');
  });

  test('an e-mail already registered shows the error toast with the server message', async ({ page }) => {
    await openDialog(page);
    const dialog = await fillForm(page, {
      fullName: 'Carla Repetida',
      email: DEMO_ACCOUNTS.creator.email,
      cpf: randomCpf(),
      category: 'Quero Oferecer meu serviço',
    });
    await dialog.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    const failure = toast(page, 'Erro ao realizar cadastro');
    await expect(failure.title).toHaveText('Erro ao realizar cadastro');
    await expect(failure.description).toHaveText('Este e-mail já está cadastrado.');
    await expect(dialog).toBeVisible();
    await expectPath(page, '/');
  });
});
