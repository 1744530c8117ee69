// A hirer's first steps on /profile-empresa (docs/product/accounts.md, "Company profile"), shared by
// the desktop and phone specs: a fresh brand missing four items sees how many are left and which,
// goes to each from the list, saves without losing its place, adds the optional description and
// website, and finds them on its public page.
import { expect, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { fullPageScreenshot, newSignedInAccount, pngImage } from './profile-flows';
import { saveScreenshot } from './screenshots';
import { toast } from './toasts';

const PREFIX = 'Por favor, complete seu perfil para navegar pelo site. Campos pendentes: ';
const DESCRIPTION = 'Hortaliças orgânicas de pequenos produtores do Paraná.\nProcuramos criadores de receitas e vida saudável.';

const panel = (page: Page) => page.getByRole('region', { name: 'Campos pendentes' });
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits for a smooth scroll to end (two equal readings 150 ms apart). */
async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await scrollY(page);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

/** The box of a field (its label, control and messages). */
const fieldBox = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('[data-slot="form-field"]')
    .filter({ has: page.getByLabel(label, { exact: true }) });

/** Where a control sits in the viewport, in CSS pixels from its top. */
const topInViewport = (control: Locator) => control.evaluate((element) => Math.round(element.getBoundingClientRect().top));

async function saveFromField(page: Page, control: Locator) {
  // Enter in a field submits the form, as a person typing would; the page must not move.
  await scrollSettled(page);
  expect(await scrollY(page)).toBeGreaterThan(100);
  const before = await topInViewport(control);
  await control.press('Enter');
  return before;
}

/** The field saved from is where it was on screen (the panel above may grow or go; the browser keeps the place) and focused. */
async function expectPlaceKept(page: Page, before: number, control: Locator) {
  await expect(page.getByRole('button', { name: 'Salvar perfil da empresa' })).toBeEnabled();
  await expect(control).toBeInViewport();
  await expect(control).toBeFocused();
  await expect.poll(async () => Math.abs((await topInViewport(control)) - before)).toBeLessThan(40);
  expect(await scrollY(page)).toBeGreaterThan(100);
}

export async function companyFirstStepsJourney(page: Page, context: BrowserContext, testInfo: TestInfo) {
  const brand = await newSignedInAccount(context, {
    category: 'Quero Contratar',
    fullName: 'Otávio Brandão Teste',
    tag: 'primeiros-passos',
    profile: {
      type: 'Sou uma Marca',
      company_name: `Horta Viva ${Date.now()}`,
      company_category: 'Alimentos e bebidas',
      legal_name: 'Horta Viva Alimentos Ltda.',
      zip_code: '80020000',
      city: 'Curitiba',
      state: 'PR',
      street: 'Rua XV de Novembro',
      phone_number: '41987654321',
    },
  });

  // The gate sends the brand here; the toast keeps the spec's labels, the panel speaks pt-BR.
  await page.goto('/feed');
  await expect(page).toHaveURL('/profile-empresa');
  await expect(toast(page, 'Perfil incompleto').description).toHaveText(`${PREFIX}Company Segment, Logo Url, Street Number, Instagram Url`);
  await expect(panel(page).getByTestId('itens-faltando')).toHaveText('Faltam 4 itens');
  await expect(panel(page)).toContainText('11 de 15 preenchidos');
  await expect(panel(page).getByRole('progressbar', { name: 'Progresso do perfil da empresa' })).toHaveAttribute(
    'aria-valuetext',
    '11 de 15 itens preenchidos',
  );
  await expect(panel(page).getByRole('listitem')).toHaveText(['Segmento', 'Logo', 'Número', 'Instagram']);
  await saveScreenshot(page, testInfo, 'profile-empresa-progress');

  // Each item leads to its field: scrolled to, focused and outlined.
  await panel(page).getByRole('link', { name: 'Número' }).click();
  const number = field(page, 'Número');
  await expect(number).toBeFocused();
  await expect(fieldBox(page, 'Número')).toHaveClass(/ring-amber-400/);
  await scrollSettled(page);
  await expect(number).toBeInViewport();
  await saveScreenshot(page, testInfo, 'profile-empresa-go-to-field');
  await number.fill('1299');
  const before = await saveFromField(page, number);
  await expect(panel(page).getByTestId('itens-faltando')).toHaveText('Faltam 3 itens');
  await expect(panel(page).getByRole('listitem')).toHaveText(['Segmento', 'Logo', 'Instagram']);
  await expect(toast(page, 'Perfil incompleto').description).toHaveText(`${PREFIX}Company Segment, Logo Url, Instagram Url`);
  await expectPlaceKept(page, before, number);
  await expect(number).toHaveValue('1299');

  // The optional presentation: a counted description and a website made https.
  // The label ends with its counter (hidden from the accessible name): found by role and name.
  const description = page.getByRole('main').getByRole('textbox', { name: 'Descrição da empresa', exact: true });
  await description.fill(DESCRIPTION);
  await expect(page.getByText(`${DESCRIPTION.length}/500`)).toBeVisible();
  const website = field(page, 'Site');
  await website.fill('hortaviva');
  const beforeSite = await saveFromField(page, website);
  await expect(toast(page, 'Alguns dados não foram salvos').description).toHaveText('Corrija os campos destacados: Site.');
  await expect(page.getByRole('main').getByText('Informe um endereço válido, como https://suaempresa.com.br.')).toBeVisible();
  await expectPlaceKept(page, beforeSite, website);
  // The description was kept; the optional fields never change the count.
  await expect(panel(page).getByTestId('itens-faltando')).toHaveText('Faltam 3 itens');
  await website.fill('hortaviva.com.br');

  // The rest, each reached from the list.
  await panel(page).getByRole('link', { name: 'Segmento' }).click();
  await expect(field(page, 'Segmento')).toBeFocused();
  await field(page, 'Segmento').fill('Hortaliças orgânicas');
  await panel(page).getByRole('link', { name: 'Instagram' }).click();
  await expect(field(page, 'Instagram')).toBeFocused();
  await field(page, 'Instagram').fill('@hortaviva');
  await panel(page).getByRole('link', { name: 'Logo' }).click();
  await expect(page.getByRole('button', { name: 'Enviar logo' })).toBeFocused();
  await page.getByTestId('logo-file').setInputFiles({ name: 'Logo Horta.png', mimeType: 'image/png', buffer: pngImage(600, 300, 90) });
  await expect(toast(page, 'Logo atualizado.').title).toBeVisible();
  await expect(panel(page).getByTestId('itens-faltando')).toHaveText('Faltam 2 itens');

  const instagram = field(page, 'Instagram');
  const beforeLast = await saveFromField(page, instagram);
  await expect(toast(page, 'Perfil da empresa completo!').description).toHaveText('Tudo certo: o menu da plataforma já está liberado.');
  await expect(panel(page)).toHaveCount(0);
  await expectPlaceKept(page, beforeLast, instagram);
  await fullPageScreenshot(page, testInfo, 'profile-empresa-first-steps-complete');

  // The public page shows the description and the website, never the address or telephone.
  await page.goto('/profile-user');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Horta Viva');
  await expect(page.getByText('Hortaliças orgânicas de pequenos produtores do Paraná.')).toBeVisible();
  await expect(page.getByText('Procuramos criadores de receitas e vida saudável.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Site/ })).toHaveAttribute('href', 'https://hortaviva.com.br/');
  await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://instagram.com/hortaviva');
  for (const secret of ['Rua XV de Novembro', '(41) 98765-4321', '41987654321']) await expect(page.getByText(secret)).toHaveCount(0);
  await fullPageScreenshot(page, testInfo, 'profile-user-company-about');
  return brand;
}
