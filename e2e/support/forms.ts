// Steps shared by the forms specs (docs/product/forms.md): a creator ready to edit /profile, the
// section tabs, the unsaved-changes dialog and a stubbed ViaCEP.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { newSignedInAccount } from './profile-flows';

export const DISCARD_TITLE = 'Descartar alterações?';
export const DISCARD_TEXT = 'Você tem alterações não salvas. Se sair agora, elas serão perdidas.';
export const SECTION_TABS = ['Perfil', 'Serviços', 'Redes e preço', 'Perguntas', 'Dados pessoais', 'Senha', 'Verificação em duas etapas'];

export const READY_CREATOR = {
  onboarding_completed: true,
  onboarding_step: 4,
  headline: 'Criadora de vídeos curtos de culinária',
  bio: 'Receitas rápidas em vídeo para marcas de alimentos e utensílios.',
  city: 'Recife',
  state: 'PE',
  instagram_url: 'https://instagram.com/teste.forms',
  followers_range: '1 mil a 10 mil',
};

export function newCreator(context: BrowserContext, tag: string) {
  return newSignedInAccount(context, { category: 'Quero Oferecer meu serviço', fullName: 'Iara Formulário', tag, profile: READY_CREATOR });
}

export const sectionTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Seções do perfil' }).getByRole('tab', { name: new RegExp(`^${name}`) });

/** The footer status of the section on screen. */
export const saveStatus = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('status')
    .filter({ hasText: /^(Nenhuma alteração|Alterações não salvas|Alterações salvas)$/ });

export const discardDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: DISCARD_TITLE }).or(page.getByRole('dialog', { name: DISCARD_TITLE }));

export async function expectDiscardDialog(page: Page) {
  const dialog = discardDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(DISCARD_TEXT)).toBeVisible();
  return dialog;
}

export const VIACEP_PAULISTA = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};

/** ViaCEP as the browser sees it: a known CEP, { erro: true } for 99999-999, the network down for 00000-001. */
export async function stubViaCep(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://viacep.com.br/ws/**', async (route) => {
    const cep = /ws\/(\d+)\/json/.exec(route.request().url())?.[1] ?? '';
    asked.push(cep);
    if (cep === '01310100') return route.fulfill({ json: VIACEP_PAULISTA, headers: { 'access-control-allow-origin': '*' } });
    if (cep === '00000001') return route.abort('internetdisconnected');
    return route.fulfill({ json: { erro: true }, headers: { 'access-control-allow-origin': '*' } });
  });
  return asked;
}
