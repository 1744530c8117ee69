// Two-step verification on a phone (docs/product/two-step.md): the enrolment with its QR code and
// secret, the code step after the password and the administrators' notice, with screenshots and
// no sideways scroll.
import { expect, test } from '@playwright/test';
import { sidewaysOverflow } from './support/a11y';
import { storageStatePath } from './support/auth-state';
import { newCreator } from './support/forms';
import { expectPath } from './support/paths';
import { saveScreenshot } from './support/screenshots';
import { signInContext } from './support/sessions';
import { creatorWithTwoStep, freshCode, totpCode } from './support/two-step';

test.describe('two-step verification on a phone', () => {
  test('a creator turns it on from the profile section', async ({ page, context }, testInfo) => {
    await newCreator(context, 'two-step-phone');
    await page.goto('/profile#duas-etapas');
    const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
    await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    await section.getByRole('button', { name: 'Continuar' }).click();
    await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await saveScreenshot(page, testInfo, 'two-step-enrol', true);
    const secret = ((await section.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s+/g, '');
    await section.getByLabel('Código do aplicativo').fill(totpCode(secret));
    await section.getByRole('button', { name: 'Confirmar e ativar' }).click();
    await expect(section.getByText('Ativada.')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await saveScreenshot(page, testInfo, 'two-step-settings', true);
  });

  test('the code step after the password', async ({ page, context }, testInfo) => {
    const account = await creatorWithTwoStep('two-step-phone-code');
    await signInContext(context, account.email, account.password);
    await page.goto('/feed');
    await expectPath(page, '/verificacao-em-duas-etapas');
    expect(await sidewaysOverflow(page)).toBe(0);
    await saveScreenshot(page, testInfo, 'two-step-code-step');
    await page.getByLabel('Código de verificação').fill(await freshCode(account.secret, account.usedCode));
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expectPath(page, '/feed');
  });

  test.describe('an administrator without a factor', () => {
    test.use({ storageState: storageStatePath('admin') });

    test('sees the notice', async ({ page }, testInfo) => {
      await page.goto('/admin/users');
      await expect(page.getByRole('region', { name: 'Ative a verificação em duas etapas' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, testInfo, 'two-step-admin-notice');
    });
  });
});
