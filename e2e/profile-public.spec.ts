// /profile-user (docs/product/routes.md): anyone's public profile with ?id=, one's own without it.
// Only public columns ever reach the browser: never CPF/CNPJ, e-mail, telephone or address.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { storageStateOf } from './support/auth-state';
import { fullPageScreenshot } from './support/profile-flows';
import { sessionCookies } from './support/supabase-clients';

async function signInAs(context: BrowserContext, email: string) {
  await context.addCookies(storageStateOf(await sessionCookies(email)).cookies);
}

/** The sidebar's "Meu perfil" entry (the top-bar avatar has the same name, hence the scope). */
const sidebarOwnProfile = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Barra lateral' })
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Meu perfil', exact: true });

const CARLA_PRIVATE = ['criador@exemplo.com.br', '(11) 98765-4321', '11987654321', '111.444.777-35', '11144477735'];

test('a brand opens a creator’s public profile: public data only', async ({ page, context }, testInfo) => {
  await signInAs(context, DEMO_ACCOUNTS.brand.email);
  await page.goto(`/profile-user?id=${DEMO_ACCOUNTS.creator.id}`);
  await expect(page).toHaveTitle(/^Carla Mendes \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carla Mendes');
  await expect(page.getByText('Criadora de conteúdo de beleza e lifestyle')).toBeVisible();
  await expect(page.getByText('Perfil verificado', { exact: true })).toBeVisible();
  await expect(page.getByText('Oferece serviços', { exact: true })).toBeVisible();
  await expect(page.getByText('São Paulo · SP')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Serviços' }).getByRole('listitem')).toHaveText([
    'Conteúdo UGC',
    'Publicidade no meu perfil',
  ]);
  await expect(page.getByRole('list', { name: 'Tipos de conteúdo' }).getByRole('listitem')).toHaveText([
    'Vídeo curto (Reels, TikTok, Shorts)',
    'Stories',
    'Carrossel',
  ]);
  await expect(page.getByText('A partir de R$ 800,00')).toBeVisible();
  await expect(page.getByText('10 mil a 50 mil')).toBeVisible();
  await expect(page.getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', 'https://www.tiktok.com/@carla.mendes');
  await expect(page.getByRole('link', { name: /TikTok/ })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(page.getByRole('main').getByRole('link', { name: 'Editar perfil' })).toHaveCount(0);
  // Neither on screen nor anywhere in the document (no server payload carries them).
  const html = await page.content();
  for (const secret of CARLA_PRIVATE) expect(html).not.toContain(secret);
  await fullPageScreenshot(page, testInfo, 'profile-user-creator');
});

test('a creator opens a brand’s public profile, and an unknown id says so', async ({ page, context }, testInfo) => {
  await signInAs(context, DEMO_ACCOUNTS.creator.email);
  await page.goto(`/profile-user?id=${DEMO_ACCOUNTS.brand.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flor de Lis Cosméticos');
  await expect(page.getByText('Marca · Cosméticos')).toBeVisible();
  await expect(page.getByText('Beleza e cuidados pessoais')).toBeVisible();
  await expect(page.getByText('Marina Souza')).toBeVisible();
  // Someone else's profile: the sidebar's "Meu perfil" is not the current page.
  await expect(sidebarOwnProfile(page)).toHaveAttribute('href', '/profile-user');
  await expect(sidebarOwnProfile(page)).not.toHaveAttribute('aria-current');
  const html = await page.content();
  for (const secret of [
    'Avenida Paulista',
    '01310100',
    '01310-100',
    '1133334444',
    '(11) 3333-4444',
    '11222333000181',
    'marca@exemplo.com.br',
  ]) {
    expect(html).not.toContain(secret);
  }
  await fullPageScreenshot(page, testInfo, 'profile-user-brand');

  await page.goto('/profile-user?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfil não encontrado');
  await page.goto('/profile-user?id=nao-e-um-id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfil não encontrado');
});

test('the top-bar avatar opens one’s own profile, which links to the editor', async ({ page, context }, testInfo) => {
  await signInAs(context, DEMO_ACCOUNTS.creator.email);
  await page.goto('/feed');
  await page.getByRole('banner').getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL('/profile-user');
  await expect(page).toHaveTitle(/^Meu perfil \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carla Mendes');
  await expect(sidebarOwnProfile(page)).toHaveAttribute('aria-current', 'page');
  await page.goto(`/profile-user?id=${DEMO_ACCOUNTS.creator.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carla Mendes');
  await expect(sidebarOwnProfile(page)).toHaveAttribute('aria-current', 'page');
  await page.goto('/profile-user');
  await page.getByRole('main').getByRole('link', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar perfil');
  await expect(page.getByLabel('Apresentação')).toHaveValue('Criadora de conteúdo de beleza e lifestyle');
  const tab = (name: string) => page.getByRole('tablist', { name: 'Seções do perfil' }).getByRole('tab', { name: new RegExp(`^${name}`) });
  await tab('Serviços').click();
  await expect(page.getByRole('checkbox', { name: /^Conteúdo UGC/ })).toHaveAttribute('aria-checked', 'true');
  await tab('Redes e preço').click();
  await expect(page.getByLabel('Preço a partir de')).toHaveValue('800,00');
  await tab('Perguntas').click();
  await expect(page.getByRole('radio', { name: '3 a 5 anos' })).toBeChecked();
  await tab('Perfil').click();
  await fullPageScreenshot(page, testInfo, 'profile-edit');
});
