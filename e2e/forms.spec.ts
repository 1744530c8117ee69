// Forms that keep the person's work (docs/product/forms.md), on a laptop: /profile in sections
// with one save each and a "salvo" state, the question before leaving with unsaved edits (link,
// back button, closing the tab), money typed as reais and the address filled from the CEP.
import { expect, test } from '@playwright/test';
import { serviceClient } from './support/supabase-clients';
import { SECTION_TABS, discardDialog, expectDiscardDialog, newCreator, saveStatus, sectionTab, stubViaCep } from './support/forms';
import { newSignedInAccount } from './support/profile-flows';
import { saveScreenshot } from './support/screenshots';
import { toast } from './support/toasts';

test('leaving /profile with unsaved edits asks first: a sidebar link, the back button, closing the tab', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await newCreator(context, 'guarda');
  await page.goto('/feed');
  await page.goto('/profile');
  const headline = page.getByRole('main').getByLabel('Apresentação');
  await expect(headline).toHaveValue('Criadora de vídeos curtos de culinária');
  await expect(saveStatus(page)).toHaveText('Nenhuma alteração');
  const save = page.getByRole('tabpanel').getByRole('button', { name: 'Salvar alterações' });
  await expect(save).toBeDisabled();

  await headline.click();
  await headline.fill('Criadora de receitas em vídeo');
  await expect(saveStatus(page)).toHaveText('Alterações não salvas');
  await expect(save).toBeEnabled();
  await expect(sectionTab(page, 'Perfil')).toHaveAccessibleName('Perfil (alterações não salvas)');

  // A link of the sidebar: the dialog; 'Continuar editando' stays with the edit.
  const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
  await sidebar.getByRole('link', { name: 'Feed', exact: true }).click();
  let dialog = await expectDiscardDialog(page);
  await saveScreenshot(page, testInfo, 'forms-discard-dialog');
  await dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(discardDialog(page)).toBeHidden();
  await expect(page).toHaveURL('/profile');
  await expect(headline).toHaveValue('Criadora de receitas em vídeo');

  // The back button: the same question, and the edit is still there after staying.
  await page.goBack();
  dialog = await expectDiscardDialog(page);
  await dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(headline).toHaveValue('Criadora de receitas em vídeo');

  // Going back once more and discarding leaves for the page before.
  await page.goBack();
  dialog = await expectDiscardDialog(page);
  await dialog.getByRole('button', { name: 'Descartar e sair' }).click();
  await expect(page).toHaveURL('/feed');

  // A sidebar link, discarded: the other page opens and nothing was saved.
  await page.goto('/profile');
  await headline.click();
  await headline.fill('Outra apresentação qualquer');
  await sidebar.getByRole('link', { name: 'Feed', exact: true }).click();
  dialog = await expectDiscardDialog(page);
  await dialog.getByRole('button', { name: 'Descartar e sair' }).click();
  await expect(page).toHaveURL('/feed');
  await page.goto('/profile');
  await expect(headline).toHaveValue('Criadora de vídeos curtos de culinária');

  // Closing the tab: the browser's own question.
  await headline.click();
  await headline.fill('Mais uma edição');
  const beforeUnload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await beforeUnload;
  expect(question.type()).toBe('beforeunload');
  await question.accept();
});

test('/profile in sections: a section by its link, one save each with its "salvo" state, money in reais', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const me = await newCreator(context, 'secoes');
  await page.goto('/profile#redes');
  await expect(page.getByRole('tablist', { name: 'Seções do perfil' }).getByRole('tab')).toHaveText(SECTION_TABS);
  await expect(sectionTab(page, 'Redes e preço')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Redes, portfólio e preço' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Perfil' })).toBeHidden();

  // Typing 500 means R$ 500,00: digits are reais, the amount is written out when the field is left.
  const price = page.getByRole('main').getByLabel('Preço a partir de');
  await price.pressSequentially('500');
  await expect(price).toHaveValue('500');
  await price.press('Tab');
  await expect(price).toHaveValue('500,00');
  await price.fill('');
  await price.pressSequentially('1234,567');
  await expect(price).toHaveValue('1.234,56');
  await price.fill('');
  await price.pressSequentially('2500');
  await expect(price).toHaveValue('2.500');
  await expect(saveStatus(page)).toHaveText('Alterações não salvas');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Redes e preço atualizados.').title).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Alterações salvas');
  await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();
  const stored = await serviceClient().from('profiles').select('price_from').eq('id', me.id).single();
  expect(stored.data?.price_from).toBe(250000);
  await saveScreenshot(page, testInfo, 'forms-profile-saved');

  // Another section: its own link in the URL; an edit survives a visit elsewhere and marks its tab.
  await sectionTab(page, 'Dados pessoais').click();
  await expect(page).toHaveURL(/\/profile#dados-pessoais$/);
  await expect(page.getByRole('region', { name: 'Dados pessoais' })).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Nenhuma alteração');
  const phone = page.getByRole('main').getByLabel('Telefone (opcional)');
  await phone.fill('81987654321');
  await sectionTab(page, 'Senha').click();
  await expect(sectionTab(page, 'Dados pessoais')).toHaveAccessibleName('Dados pessoais (alterações não salvas)');
  await sectionTab(page, 'Dados pessoais').click();
  await expect(phone).toHaveValue('(81) 98765-4321');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Salvar dados pessoais' }).click();
  await expect(toast(page, 'Dados pessoais atualizados.').title).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Alterações salvas');
  await expect(sectionTab(page, 'Dados pessoais')).toHaveAccessibleName('Dados pessoais');

  // Everything saved: a link leaves without a question.
  await page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: 'Feed', exact: true }).click();
  await expect(page).toHaveURL('/feed');
  await expect(discardDialog(page)).toBeHidden();

  // The page reopens on the section its link names, with what was saved.
  await page.goto('/profile#redes');
  await expect(page.getByRole('main').getByLabel('Preço a partir de')).toHaveValue('2.500,00');
  await page.goto('/profile');
  await saveScreenshot(page, testInfo, 'forms-profile-sections', true);
});

test('a valid CEP fills the address on /profile-empresa; an unknown CEP or no network leaves it to the person', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await newSignedInAccount(context, {
    category: 'Quero Contratar',
    fullName: 'Rui Endereço',
    tag: 'cep',
    profile: { type: 'Sou uma Marca' },
  });
  const asked = await stubViaCep(page);
  await page.goto('/profile-empresa');
  const main = page.getByRole('main');
  const cep = main.getByLabel('CEP', { exact: true });
  await expect(main.getByText('Digite o CEP para preencher o endereço.')).toBeVisible();

  await cep.fill('01310100');
  await expect(cep).toHaveValue('01310-100');
  await expect(main.getByText('Endereço preenchido pelo CEP. Confira e informe o número.')).toBeVisible();
  await expect(main.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  await expect(main.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
  await expect(main.getByRole('combobox', { name: 'Estado (UF)' })).toHaveText('SP · São Paulo');
  await main.getByLabel('Número', { exact: true }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'forms-cep-filled');

  await cep.fill('99999999');
  await expect(main.getByText('Não encontramos esse CEP. Preencha o endereço.')).toBeVisible();
  await expect(main.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
  await cep.fill('00000001');
  await expect(main.getByText('Não foi possível buscar o endereço agora. Preencha os campos.')).toBeVisible();
  await main.getByLabel('Rua', { exact: true }).fill('Rua da Aurora');
  await expect(main.getByLabel('Rua', { exact: true })).toHaveValue('Rua da Aurora');
  expect(asked).toEqual(['01310100', '99999999', '00000001']);

  // The company form asks before leaving too.
  await page.getByRole('banner').getByRole('link', { name: 'Meu perfil' }).click();
  const dialog = await expectDiscardDialog(page);
  await dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL('/profile-empresa');
  await expect(main.getByLabel('Rua', { exact: true })).toHaveValue('Rua da Aurora');
});
