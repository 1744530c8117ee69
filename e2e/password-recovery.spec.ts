// Password recovery end to end (issue 16, item 2): /login → 'Esqueci minha senha' → the e-mail in
// the local mailbox (Mailpit's API) → /auth/confirm → /redefinir-senha → signed in where the gate
// sends the user; the used link then ends on /redefinir-senha/link-invalido.
import { expect, test, type Page } from '@playwright/test';
import { firstLink, mailCountTo, waitForMail } from './support/mailbox';
import { expectPath } from './support/paths';
import { randomCpf, uniqueEmail } from './support/people';
import { saveScreenshot } from './support/screenshots';
import { newUser } from './support/supabase-clients';

const NEW_PASSWORD = 'Recuperada-2026';

async function askForLink(page: Page, email: string) {
  await page.locator('#forgot-email').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('heading', { name: 'Verifique seu e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
}

test.describe('password recovery', () => {
  test('a creator asks for a link, opens the e-mail, chooses a new password and is signed in', async ({ page, browser }, testInfo) => {
    const user = await newUser('recovery', { full_name: 'Rita Recupera', cpf_cnpj: randomCpf(), category: 'Quero Oferecer meu serviço' });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expectPath(page, '/esqueci-minha-senha');
    await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'password-recovery-ask');

    // The same answer for an address without an account, and no e-mail to it.
    const nobody = uniqueEmail('nobody');
    await askForLink(page, nobody);
    await page.getByRole('button', { name: 'Usar outro e-mail' }).click();

    const asked = Date.now() - 1000;
    await askForLink(page, user.email);
    await saveScreenshot(page, testInfo, 'password-recovery-sent');

    const mail = await waitForMail(user.email, { after: asked });
    expect(mail.Subject).toBe('Redefina sua senha da Conecta Criadores');
    expect(mail.Text).toContain('Recebemos um pedido para redefinir a senha');
    expect(await mailCountTo(nobody)).toBe(0);
    const link = firstLink(mail);

    await page.goto(link);
    await expectPath(page, '/redefinir-senha');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();

    // The sign-up rules, the password twice, show/hide.
    await page.getByLabel('Nova senha', { exact: true }).fill('curta1');
    await page.getByLabel('Repita a nova senha').fill('outra-senha-1');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await expect(page.getByText('As senhas não coincidem.')).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repita a nova senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Mostrar senha' }).first().click();
    await expect(page.getByLabel('Nova senha', { exact: true })).toHaveAttribute('type', 'text');
    await saveScreenshot(page, testInfo, 'password-recovery-new-password');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();

    // Signed in: a creator who has not finished onboarding is sent there by the gate.
    await expectPath(page, '/primeirologinusuario');

    // The link worked once: opened again (another browser), it says so and offers a new one.
    const other = await browser.newContext();
    const again = await other.newPage();
    await again.goto(link);
    await expectPath(again, '/redefinir-senha/link-invalido');
    await expect(again.getByRole('heading', { level: 1, name: 'Este link não vale mais' })).toBeVisible();
    await saveScreenshot(again, testInfo, 'password-recovery-link-invalid');
    await again.getByRole('link', { name: 'Pedir um novo link' }).click();
    await expectPath(again, '/esqueci-minha-senha');

    // The new password signs in; the old one no longer does.
    await again.goto('/login');
    await again.getByLabel('E-mail').fill(user.email);
    await again.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
    await again.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectPath(again, '/primeirologinusuario');
    await other.close();
  });

  test('/redefinir-senha without the link goes to the invalid-link page', async ({ page }) => {
    await page.goto('/redefinir-senha');
    await expectPath(page, '/redefinir-senha/link-invalido');
    await page.goto('/auth/confirm?next=%2Fredefinir-senha&error=access_denied&error_code=otp_expired');
    await expectPath(page, '/redefinir-senha/link-invalido');
  });
});
