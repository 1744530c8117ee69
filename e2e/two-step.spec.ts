// Two-step verification (docs/product/two-step.md): a creator turns it on in /profile with the
// secret shown there, and from then on signs in with the password and a code; a session that has
// not given the code opens no page and writes nothing; administrators without it are asked to
// turn it on.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { storageStatePath } from './support/auth-state';
import { newCreator } from './support/forms';
import { expectPath } from './support/paths';
import { saveScreenshot } from './support/screenshots';
import { sessionClaims } from './support/session-cookie';
import { serviceClient, signedInClient } from './support/supabase-clients';
import { signInContext } from './support/sessions';
import { toast } from './support/toasts';
import { creatorWithTwoStep, freshCode, totpCode } from './support/two-step';

const CODE_STEP = '/verificacao-em-duas-etapas';

const authCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => c.name.includes('-auth-token')).map(({ name, value }) => ({ name, value }));

/** Any six digits but the right ones. */
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test.describe('two-step verification', () => {
  test('a creator turns it on with the secret shown, signs out, and signs in with password and code', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(150_000);
    const account = await newCreator(context, 'two-step-on');
    await page.goto('/profile#duas-etapas');
    const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
    await expect(section.getByText('Desativada.')).toBeVisible();
    await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    await section.getByLabel('Nome do aplicativo').fill('Celular da Iara');
    await section.getByRole('button', { name: 'Continuar' }).click();

    await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = ((await section.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, 'two-step-enrol', true);

    const code = totpCode(secret);
    await section.getByLabel('Código do aplicativo').fill(wrongCode(code));
    await section.getByRole('button', { name: 'Confirmar e ativar' }).click();
    await expect(section.getByText('Código incorreto. Confira o código atual no aplicativo e tente novamente.')).toBeVisible();
    await section.getByLabel('Código do aplicativo').fill(code);
    await section.getByRole('button', { name: 'Confirmar e ativar' }).click();
    await expect(toast(page, 'Verificação em duas etapas ativada.').root).toBeVisible();
    await expect(section.getByText('Ativada.')).toBeVisible();
    const listed = section.getByRole('list', { name: 'Aplicativos de verificação' }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('Celular da Iara');
    await expect(listed).toContainText('Ativo');
    await saveScreenshot(page, testInfo, 'two-step-settings', true);

    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await expectPath(page, '/login');
    await signIn(page, account.email, account.password);
    await expectPath(page, CODE_STEP);
    await expect(page.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' })).toBeVisible();
    expect(sessionClaims(await authCookies(context))).toMatchObject({ aal: 'aal1', two_step: true });
    await saveScreenshot(page, testInfo, 'two-step-code-step');

    await page.getByLabel('Código de verificação').fill(wrongCode(totpCode(secret)));
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(page.getByText('Código incorreto. Confira o código atual no aplicativo e tente novamente.')).toBeVisible();
    await page.getByLabel('Código de verificação').fill(await freshCode(secret, code));
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expectPath(page, '/feed');
    expect(sessionClaims(await authCookies(context))).toMatchObject({ aal: 'aal2', two_step: true });

    // Turned off again: the confirmation names what it does.
    await page.goto('/profile#duas-etapas');
    await section.getByRole('button', { name: 'Remover Celular da Iara' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover Celular da Iara?' });
    await expect(dialog).toContainText('a verificação em duas etapas será desativada');
    await dialog.getByRole('button', { name: 'Remover e desativar' }).click();
    await expect(toast(page, 'Verificação em duas etapas desativada.').root).toBeVisible();
    await expect(section.getByText('Desativada.')).toBeVisible();
    expect(sessionClaims(await authCookies(context))).toMatchObject({ two_step: false });
  });

  test('a session that has not given its code is sent to the code step and writes nothing through the Data API', async ({
    page,
    context,
  }) => {
    const account = await creatorWithTwoStep('two-step-aal1');
    await signInContext(context, account.email, account.password);
    for (const path of ['/feed', '/profile', '/chat']) {
      await page.goto(path);
      await expectPath(page, CODE_STEP);
      expect(new URL(page.url()).searchParams.get('destino')).toBe(path);
    }
    await page.goto('/login');
    await expectPath(page, CODE_STEP);

    const aal1 = await signedInClient(account.email, { password: account.password });
    const before = await serviceClient().from('profiles').select('headline').eq('id', account.id).single();
    const profile = await aal1.from('profiles').update({ headline: 'Sem o código' }).eq('id', account.id).select('id');
    expect(profile.data ?? []).toEqual([]);
    const post = await aal1.from('posts').insert({ body: 'Sem o código' });
    expect(post.error?.code).toBe('42501');
    const after = await serviceClient().from('profiles').select('headline').eq('id', account.id).single();
    expect(after.data).toEqual(before.data);

    // With the code, on to where it was heading.
    await page.goto('/profile');
    await page.getByLabel('Código de verificação').fill(await freshCode(account.secret, account.usedCode));
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expectPath(page, '/profile');
  });

  test.describe('an administrator without a factor', () => {
    test.use({ storageState: storageStatePath('admin') });

    test('sees the notice on every /admin screen, and it leads to the section in /profile', async ({ page }, testInfo) => {
      for (const path of ['/admin/users', '/admin/audit', '/admin/permissions']) {
        await page.goto(path);
        const notice = page.getByRole('region', { name: 'Ative a verificação em duas etapas' });
        await expect(notice).toBeVisible();
      }
      await saveScreenshot(page, testInfo, 'two-step-admin-notice');
      await page.getByRole('link', { name: 'Ativar agora' }).click();
      await expectPath(page, '/profile');
      await expect(page.getByRole('tab', { name: 'Verificação em duas etapas' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('button', { name: 'Ativar verificação em duas etapas' })).toBeVisible();
    });
  });
});
