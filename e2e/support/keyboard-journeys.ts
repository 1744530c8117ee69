// Journeys done with the keyboard alone (docs/architecture/quality.md, "Acessibilidade"): every
// control is reached with Tab, shows focus, and is used with Enter, Space, the arrows or typing.
import { expect, type Locator, type Page } from '@playwright/test';
import { focusInside } from './a11y';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { chooseWithKeys, expectFocusVisible, tabAndType, tabTo } from './keyboard';
import { NEW_USER_PASSWORD, randomCpf, uniqueEmail } from './people';
import { expectPath } from './paths';

/** Presses Tab until focus is inside `container` (a radio group takes one stop). */
async function tabInto(page: Page, container: Locator): Promise<void> {
  for (let i = 0; i < 80 && !(await focusInside(container)); i++) {
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
  }
  expect(await focusInside(container)).toBe(true);
}

/** Picks `radio` in its radio group with the arrow keys. */
async function chooseRadio(page: Page, radio: Locator): Promise<void> {
  await tabInto(page, page.getByRole('radiogroup').filter({ has: radio }));
  for (let i = 0; i < 20 && !(await radio.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeFocused();
  if ((await radio.getAttribute('aria-checked')) !== 'true') await page.keyboard.press('Space');
  await expect(radio).toHaveAttribute('aria-checked', 'true');
}

/** Ticks a checkbox with Space. */
async function tick(page: Page, checkbox: Locator): Promise<void> {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toHaveAttribute('aria-checked', 'true');
}

/** 'Pular para o conteúdo' is the first stop, shows when focused and moves focus into <main>. */
export async function skipLinkLeadsToContent(page: Page): Promise<void> {
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#conteudo$/);
  await page.keyboard.press('Tab');
  expect(await focusInside(page.getByRole('main'))).toBe(true);
  await expectFocusVisible(page);
}

/** The login form, e-mail to Enter. */
export async function logInWithKeys(page: Page): Promise<void> {
  await page.goto('/login');
  await tabAndType(page, page.getByLabel('E-mail'), DEMO_ACCOUNTS.agency.email);
  await tabAndType(page, page.getByLabel('Senha', { exact: true }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectPath(page, '/feed');
}

/** The sign-up dialog, from 'Começar Agora' to the first-login wizard, as a creator. */
export async function signUpWithKeys(page: Page, fullName: string): Promise<void> {
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Começar Agora' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Criar uma conta' });
  await expect(dialog).toBeVisible();
  await tabAndType(page, dialog.getByLabel('Nome Completo'), fullName);
  await tabAndType(page, dialog.getByLabel('E-mail'), uniqueEmail('teclado'));
  await tabAndType(page, dialog.getByLabel('CPF/CNPJ'), randomCpf());
  await tabAndType(page, dialog.getByLabel('Senha', { exact: true }), NEW_USER_PASSWORD);
  await tabTo(page, dialog.getByRole('combobox', { name: 'Quero usar a conta para?' }));
  await chooseWithKeys(page, 'Quero Oferecer meu serviço');
  await tabTo(page, dialog.getByRole('button', { name: 'Cadastrar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectPath(page, '/primeirologinusuario');
}

/** The four steps of the creator's first-login wizard, ending on /feed. */
export async function finishWizardWithKeys(page: Page): Promise<void> {
  const step = page.getByRole('heading', { level: 2 });
  const next = page.getByRole('button', { name: 'Continuar' });
  await expect(step).toHaveText('Perfil');
  await tabAndType(page, page.getByLabel('Apresentação'), 'Criadora de receitas rápidas');
  await tabAndType(page, page.getByLabel('Cidade'), 'Recife');
  await tabTo(page, page.getByRole('combobox', { name: 'Estado (UF)' }));
  await chooseWithKeys(page, 'PE · Pernambuco');
  await tabAndType(page, page.getByLabel('Bio'), 'Vídeos curtos de receitas do dia a dia, gravados em casa com luz natural.');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(step).toHaveText('Serviços');
  await tick(page, page.getByRole('checkbox', { name: /^Conteúdo UGC/ }));
  await tick(page, page.getByRole('checkbox', { name: 'Stories', exact: true }));
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(step).toHaveText('Redes e preço');
  await tabAndType(page, page.getByLabel('Instagram'), '@receitas.rapidas');
  await tabTo(page, page.getByRole('combobox', { name: 'Seguidores na sua principal rede' }));
  await chooseWithKeys(page, '10 mil a 50 mil');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(step).toHaveText('Perguntas');
  await chooseRadio(page, page.getByRole('radio', { name: '1 a 3 anos' }));
  await tick(page, page.getByRole('group', { name: 'Em quais plataformas você publica?' }).getByRole('checkbox', { name: 'Instagram' }));
  await tabAndType(page, page.getByLabel('Qual é o seu prazo médio de entrega, em dias?'), '5');
  await chooseRadio(page, page.getByRole('radio', { name: 'Celular e iluminação' }));
  await tabTo(page, page.getByRole('button', { name: 'Concluir cadastro' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/feed');
}

/** A post written and published from the feed's composer. */
export async function publishPostWithKeys(page: Page, text: string): Promise<void> {
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await tabAndType(page, page.getByLabel('Compartilhe algo com a sua rede'), text);
  await tabTo(page, page.getByRole('button', { name: 'Publicar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
}

/** 'Enviar mensagem' on a profile, then a message typed and sent with Enter. */
export async function sendMessageWithKeys(page: Page, profileId: string, text: string): Promise<void> {
  await page.goto(`/profile-user?id=${profileId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Enviar mensagem' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chat\?c=[0-9a-f-]{36}$/);
  await expect(page.locator('[data-live="true"]')).toBeAttached();
  await tabAndType(page, page.getByRole('textbox', { name: 'Mensagem' }), text);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('thread').getByText(text)).toBeVisible();
}

/**
 * An administrator creates a content type in the dialog: opened with Enter, saved with Enter,
 * focus back on 'Novo tipo de conteúdo'.
 */
export async function createContentTypeWithKeys(page: Page, name: string): Promise<void> {
  await page.goto('/admin/content-types');
  const open = page.getByRole('main').getByRole('button', { name: 'Novo tipo de conteúdo' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  await tabAndType(page, dialog.getByLabel('Nome'), name);
  await tabTo(page, dialog.getByRole('button', { name: 'Salvar' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Tipo de conteúdo criado.' })).toBeVisible();
  await expect(open).toBeFocused();
}

/**
 * Types `isoDate` into a date field segment by segment. The segments follow the browser's own
 * language (day first in a Portuguese Chromium, month first in an English one), which the page
 * cannot read: day first is tried, then month first from the first segment again.
 */
async function typeDate(page: Page, field: Locator, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await tabTo(page, field);
  await page.keyboard.type(`${day}${month}${year}`);
  if ((await field.inputValue()) === isoDate) return;
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(field).toHaveValue(isoDate);
}

/** A brand selects the candidate of `opportunityId` and sends a proposal from the pipeline. */
export async function sendProposalWithKeys(page: Page, opportunityId: string, creatorName: string, dueDate: string): Promise<void> {
  await page.goto(`/jobs/candidates?opportunity=${opportunityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Selecionar' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Candidatura selecionada.' })).toBeVisible();
  // The decision swaps the card's buttons; focus stays in the card, on the one that replaced it.
  await expect(page.getByRole('button', { name: 'Desfazer' })).toBeFocused();
  const open = page.getByRole('button', { name: 'Enviar proposta' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Proposta para ${creatorName}` });
  await expect(dialog).toBeVisible();
  await tabAndType(page, dialog.getByLabel('Escopo'), 'Três vídeos de receitas com os nossos doces, do preparo à mesa.');
  await tabAndType(page, dialog.getByLabel('Entregáveis'), '3 vídeos verticais de 45 s');
  await typeDate(page, dialog.getByLabel('Data de entrega'), dueDate);
  await tabAndType(page, dialog.getByLabel('Revisões incluídas (0 a 5)'), '1');
  await tabAndType(page, dialog.getByLabel('Direitos de uso'), 'Perfis da marca');
  await tabTo(page, dialog.getByRole('button', { name: 'Enviar proposta' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/proposta\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Proposta enviada.' })).toBeVisible();
}

/** A creator writes a pitch on an open opportunity and sends the application. */
export async function applyWithKeys(page: Page, opportunityId: string, pitch: string): Promise<void> {
  await page.goto(`/jobs/opportunities?id=${opportunityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabAndType(page, page.getByLabel('Sua proposta'), pitch);
  await tabTo(page, page.getByRole('button', { name: 'Enviar candidatura' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Candidatura enviada!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sua candidatura' }).getByText('Pendente')).toBeVisible();
}
