// Forms that keep the person's work (docs/product/forms.md), on a phone: the section tabs of
// /profile, the question before leaving with unsaved edits, money in reais, the CEP lookup, and
// nothing wider than the screen down to 320 px.
import { expect, test, type Page } from '@playwright/test';
import { SECTION_TABS, expectDiscardDialog, newCreator, saveStatus, sectionTab, stubViaCep } from './support/forms';
import { fullPageScreenshot, newSignedInAccount } from './support/profile-flows';
import { saveScreenshot } from './support/screenshots';
import { toast } from './support/toasts';

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('/profile on a phone: section tabs, the question before leaving, one save per section with money in reais', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await newCreator(context, 'forms-phone');
  await page.goto('/profile');
  const tabs = page.getByRole('tablist', { name: 'Seções do perfil' });
  await expect(tabs.getByRole('tab')).toHaveText(SECTION_TABS);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  // The strip is wider than the phone: its right edge fades until the last tab is in view.
  await expect(tabs).toHaveAttribute('data-more-on-the-right', 'true');
  await fullPageScreenshot(page, testInfo, 'forms-profile-sections');
  await tabs.getByRole('tab').last().click();
  await expect(tabs.getByRole('tab').last()).toBeInViewport({ ratio: 1 });
  await expect(tabs).not.toHaveAttribute('data-more-on-the-right');
  await tabs.getByRole('tab').first().click();
  await expect(tabs.getByRole('tab').first()).toBeInViewport({ ratio: 1 });
  await expect(tabs).toHaveAttribute('data-more-on-the-right', 'true');

  // An edit, then the top bar's profile link: asked first; staying keeps the edit.
  const headline = page.getByRole('main').getByLabel('Apresentação');
  await headline.click();
  await headline.fill('Receitas rápidas em vídeo');
  await expect(saveStatus(page)).toHaveText('Alterações não salvas');
  await page.getByRole('banner').getByRole('link', { name: 'Meu perfil' }).click();
  let dialog = await expectDiscardDialog(page);
  await saveScreenshot(page, testInfo, 'forms-discard-dialog');
  await dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(/\/profile#perfil$/);
  await expect(headline).toHaveValue('Receitas rápidas em vídeo');

  // The back button asks too.
  await page.goBack();
  dialog = await expectDiscardDialog(page);
  await dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(headline).toHaveValue('Receitas rápidas em vídeo');

  // Saved: the section says so, and its button waits for the next edit.
  await page.getByRole('tabpanel').getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Perfil atualizado.').title).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Alterações salvas');
  await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();

  // Another section by its tab; money typed as reais.
  await sectionTab(page, 'Redes e preço').click();
  await expect(page).toHaveURL(/\/profile#redes$/);
  const price = page.getByRole('main').getByLabel('Preço a partir de');
  await price.pressSequentially('500');
  await expect(price).toHaveValue('500');
  await price.blur();
  await expect(price).toHaveValue('500,00');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Redes e preço atualizados.').title).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Alterações salvas');
  await saveScreenshot(page, testInfo, 'forms-profile-saved');

  // Nothing unsaved: the link leaves at once.
  await page.getByRole('banner').getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL('/profile-user');
  await expect(page.getByText('A partir de R$ 500,00')).toBeVisible();

  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/profile#redes');
  await expect(price).toHaveValue('500,00');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await fullPageScreenshot(page, testInfo, 'forms-profile-320');
});

test('the CEP fills the company address on a phone; without the lookup the person types it', async ({ page, context }, testInfo) => {
  await newSignedInAccount(context, {
    category: 'Quero Contratar',
    fullName: 'Lia Endereço',
    tag: 'cep-phone',
    profile: { type: 'Sou uma Agência' },
  });
  await stubViaCep(page);
  await page.goto('/profile-empresa');
  const main = page.getByRole('main');
  await main.getByLabel('CEP', { exact: true }).fill('01310-100');
  await expect(main.getByText('Endereço preenchido pelo CEP. Confira e informe o número.')).toBeVisible();
  await expect(main.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  await expect(main.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
  await expect(main.getByRole('combobox', { name: 'Estado (UF)' })).toHaveText('SP · São Paulo');
  await main.getByLabel('Rua', { exact: true }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'forms-cep-filled');
  await main.getByLabel('CEP', { exact: true }).fill('00000-001');
  await expect(main.getByText('Não foi possível buscar o endereço agora. Preencha os campos.')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
