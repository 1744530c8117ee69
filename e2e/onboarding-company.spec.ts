// A brand and an agency from the sign-up dialog to a complete company profile (docs/product/routes.md, docs/product/messages.md):
// an incomplete save keeps what is valid and lists the missing fields with the spec's labels in
// the 'Perfil incompleto' toast, and with the form's pt-BR labels in the page's 'Campos
// pendentes' panel; the gate keeps the rest of the app closed until the profile is
// complete, and then the menu opens at once.
import { expect, test, type Page } from '@playwright/test';
import { choose, fullPageScreenshot, pngImage, signUpThroughDialog } from './support/profile-flows';
import { saveScreenshot } from './support/screenshots';
import { toast } from './support/toasts';

const PREFIX = 'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: ';
const save = (page: Page) => page.getByRole('button', { name: 'Salvar perfil da empresa' }).click();
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });
const pendingFields = (page: Page) => page.getByRole('region', { name: 'Campos pendentes' }).getByRole('listitem');

async function fillAddressAndContact(page: Page) {
  await field(page, 'Razão social').fill('Empresa de Teste Ltda.');
  await field(page, 'CEP').fill('80020000');
  await expect(field(page, 'CEP')).toHaveValue('80020-000');
  await field(page, 'Rua').fill('Rua XV de Novembro');
  await field(page, 'Número').fill('1299');
  await field(page, 'Telefone').fill('41987654321');
  await expect(field(page, 'Telefone')).toHaveValue('(41) 98765-4321');
}

async function uploadLogo(page: Page) {
  await page.getByTestId('logo-file').setInputFiles({ name: 'Logo Marca Açaí.png', mimeType: 'image/png', buffer: pngImage(800, 300, 40) });
  await expect(toast(page, 'Logo atualizado.').title).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo atual' })).toBeVisible();
}

/** The gate keeps an incomplete hirer on /profile-empresa; a complete one reaches /feed. */
async function expectMenuOpen(page: Page) {
  const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
  await sidebar.getByRole('link', { name: 'Feed', exact: true }).click();
  await expect(page).toHaveURL('/feed');
  await expect(sidebar.getByRole('link', { name: 'Criar oportunidade', exact: true })).toBeVisible();
}

test('a brand saves an incomplete profile, sees what is missing, completes it and gets the menu', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpThroughDialog(page, 'Quero Contratar', 'Helena Prado Teste', 'marca');
  await expect(page).toHaveURL('/profile-empresa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfil da empresa');
  await saveScreenshot(page, testInfo, 'profile-empresa-type');

  await page.getByRole('radio', { name: 'Sou uma Marca' }).click();
  await field(page, 'Nome da empresa').fill('Doce Serra Alimentos');
  await field(page, 'Cidade').fill('Curitiba');
  await choose(page, 'Estado (UF)', 'PR · Paraná');
  await field(page, 'CEP').fill('8002');
  await save(page);

  // Valid fields were kept; the bad CEP was not; the toast lists the spec's labels.
  const incomplete = toast(page, 'Perfil incompleto');
  await expect(incomplete.description).toHaveText(
    `${PREFIX}Company Category, Company Segment, Logo Url, Legal Name, Zip Code, Street, Street Number, Instagram Url, Phone Number`,
  );
  await expect(toast(page, 'Alguns dados não foram salvos').description).toHaveText('Corrija os campos destacados: CEP.');
  await expect(page.getByRole('main').getByText('CEP inválido. Use o formato 00000-000.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campos pendentes' })).toBeVisible();
  // The panel names the fields as the form does.
  await expect(pendingFields(page)).toHaveText([
    'Categoria',
    'Segmento',
    'Logo',
    'Razão social',
    'CEP',
    'Rua',
    'Número',
    'Instagram',
    'Telefone',
  ]);
  await fullPageScreenshot(page, testInfo, 'profile-empresa-incomplete');

  // The rest of the app stays closed: the gate sends the brand back with the same list.
  await page.goto('/feed');
  await expect(page).toHaveURL('/profile-empresa');
  await expect(toast(page, 'Perfil incompleto').description).toHaveText(
    `${PREFIX}Company Category, Company Segment, Logo Url, Legal Name, Zip Code, Street, Street Number, Instagram Url, Phone Number`,
  );
  await expect(field(page, 'Nome da empresa')).toHaveValue('Doce Serra Alimentos');
  await expect(page.getByRole('radio', { name: 'Sou uma Marca' })).toBeChecked();

  await uploadLogo(page);
  await choose(page, 'Categoria', 'Alimentos e bebidas');
  await field(page, 'Segmento').fill('Doces artesanais');
  await field(page, 'Instagram').fill('https://www.instagram.com/DoceSerra/');
  await fillAddressAndContact(page);
  await save(page);

  await expect(toast(page, 'Perfil da empresa completo!').description).toHaveText('Tudo certo: o menu da plataforma já está liberado.');
  await expect(page.getByRole('heading', { name: 'Campos pendentes' })).toHaveCount(0);
  await expect(field(page, 'Instagram')).toHaveValue('https://www.instagram.com/DoceSerra/');
  await fullPageScreenshot(page, testInfo, 'profile-empresa-complete');
  await expectMenuOpen(page);

  // The public profile shows the company, never its document, telephone or address.
  await page.goto('/profile-user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doce Serra Alimentos');
  await expect(page.getByText('Marca · Alimentos e bebidas')).toBeVisible();
  await expect(page.getByText('Curitiba · PR')).toBeVisible();
  await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://instagram.com/doceserra');
  for (const secret of ['Rua XV de Novembro', '(41) 98765-4321', '41987654321', '80020']) {
    await expect(page.getByText(secret)).toHaveCount(0);
  }
});

test('an agency must choose its services from the list before the menu opens', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpThroughDialog(page, 'Quero Contratar', 'Rafael Lima Teste', 'agencia');
  await expect(page).toHaveURL('/profile-empresa');

  await page.getByRole('radio', { name: 'Sou uma Agência' }).click();
  await expect(field(page, 'Categoria')).toHaveCount(0);
  await field(page, 'Nome da empresa').fill('Maré Alta Conteúdo');
  await field(page, 'Cidade').fill('Florianópolis');
  await choose(page, 'Estado (UF)', 'SC · Santa Catarina');
  await field(page, 'Instagram').fill('@ondacriativa');
  await uploadLogo(page);
  await fillAddressAndContact(page);
  await save(page);

  await expect(toast(page, 'Perfil incompleto').description).toHaveText(`${PREFIX}Tipos de Serviço da Agência`);
  await expect(pendingFields(page)).toHaveText(['Serviços da agência']);
  await expect(page.getByRole('main').getByText('Preencha para completar o perfil.')).toBeVisible();

  const services = page.getByRole('group', { name: 'Serviços da agência' });
  await services.getByRole('checkbox', { name: 'Gestão de influenciadores' }).click();
  await services.getByRole('checkbox', { name: 'Produção de conteúdo' }).click();
  await fullPageScreenshot(page, testInfo, 'profile-empresa-agency');
  await save(page);
  await expect(toast(page, 'Perfil da empresa completo!').title).toBeVisible();
  await expectMenuOpen(page);

  await page.goto('/profile-user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maré Alta Conteúdo');
  await expect(page.getByRole('list', { name: 'Serviços da agência' }).getByRole('listitem')).toHaveText([
    'Gestão de influenciadores',
    'Produção de conteúdo',
  ]);
});
