// The signed-in layout on a large screen (docs/product/layout.md, docs/product/menu.md): top bar,
// the sidebar's sections and entries per category in name order, and "Acesso restrito" (403) for a
// route the category may not open.
import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { saveScreenshot } from './support/screenshots';

const sidebar = (page: Page) =>
  page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('navigation', { name: 'Menu principal' });

test.describe('administrator', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('sees every page, in the five sections in order', async ({ page }) => {
    await page.goto('/feed');
    const nav = sidebar(page);
    await expect(nav.getByRole('heading')).toHaveText(['Navegação', 'Trabalhos', 'Administração', 'Rede', 'Perfil']);
    // 40 pages in the seeds, 5 of them kept out of the menu: the wizard's later steps, the edit
    // screen, one contract and one proposal.
    await expect(nav.getByRole('link')).toHaveCount(35);
    await expect(nav.getByRole('link', { name: 'Usuários', exact: true })).toHaveAttribute('href', '/admin/users');
    await expect(nav.getByRole('link', { name: 'Criar oportunidade', exact: true })).toHaveAttribute('href', '/jobs/create');
    await expect(nav.getByRole('link', { name: 'Criar oportunidade: etapa 2' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Permissões', exact: true }).click();
    await expect(page).toHaveURL('/admin/permissions');
    await expect(nav.getByRole('link', { name: 'Permissões', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('sees each section listed by name, in Portuguese order', async ({ page }, testInfo) => {
    await page.goto('/feed');
    const nav = sidebar(page);
    const sections: Record<string, string[]> = {
      Navegação: ['Feed', 'Mensagens', 'Notificações', 'Painel'],
      Trabalhos: [
        'Candidaturas',
        'Contratos',
        'Criar oportunidade',
        'Descartados',
        'Meus candidatos',
        'Minhas oportunidades',
        'Oportunidades',
        'Pendentes',
      ],
      Administração: [
        'Contratos e disputas',
        'Enviar notificações',
        'Gestão de agências',
        'Gestão de criadores',
        'Gestão de marcas',
        'Imagens do site',
        'Perguntas de triagem',
        'Perguntas do onboarding',
        'Permissões',
        'Registro de auditoria',
        'Respostas dos criadores',
        'Serviços de agência',
        'Subtipos de serviço',
        'Termos de uso',
        'Tipos de conteúdo',
        'Tipos de empresa',
        'Tipos de serviço',
        'Usuários',
      ],
      Rede: ['Empresas', 'Minha rede'],
      Perfil: ['Editar perfil', 'Meu perfil', 'Perfil da empresa'],
    };
    for (const [section, names] of Object.entries(sections)) {
      await expect(nav.getByRole('list', { name: section, exact: true }).getByRole('link')).toHaveText(names);
    }
    await saveScreenshot(page, testInfo, 'menu-administrator', true);
  });
});

test.describe('creator', () => {
  test.use({ storageState: storageStatePath('creator') });

  test('top bar: logo to /feed, Sair, bell, chat and the avatar initial', async ({ page }, testInfo) => {
    await page.goto('/feed');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Conecta: ir para o feed' })).toHaveAttribute('href', '/feed');
    await expect(header.getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Notificações', exact: true })).toHaveAttribute('href', '/notifications');
    await expect(header.getByRole('link', { name: 'Mensagens', exact: true })).toHaveAttribute('href', '/chat');
    const avatar = header.getByRole('link', { name: 'Meu perfil' });
    await expect(avatar).toHaveAttribute('href', '/profile-user');
    await expect(avatar).toHaveText('C'); // Carla Mendes
    await expect(header.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'layout');
  });

  test('sees no administration and no job creation', async ({ page }) => {
    await page.goto('/feed');
    const nav = sidebar(page);
    await expect(nav.getByRole('heading')).toHaveText(['Navegação', 'Trabalhos', 'Rede', 'Perfil']);
    await expect(nav.getByRole('link')).toHaveCount(14);
    await expect(nav.getByRole('link', { name: 'Oportunidades', exact: true })).toHaveAttribute('href', '/jobs/opportunities');
    await expect(nav.getByRole('link', { name: 'Criar oportunidade', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Usuários', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Feed', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  for (const route of ['/jobs/create', '/admin/users']) {
    test(`${route} answers "Acesso restrito" with 403`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(403);
      await expect(page).toHaveURL(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acesso restrito');
      await expect(page.getByRole('link', { name: 'Voltar para o feed' })).toHaveAttribute('href', '/feed');
    });
  }
});

test.describe('hirer', () => {
  test.use({ storageState: storageStatePath('brand') });

  test('sees job creation, no administration and no creator-only pages', async ({ page }) => {
    await page.goto('/feed');
    const nav = sidebar(page);
    await expect(nav.getByRole('heading')).toHaveText(['Navegação', 'Trabalhos', 'Rede', 'Perfil']);
    await expect(nav.getByRole('link')).toHaveCount(15);
    await expect(nav.getByRole('link', { name: 'Criar oportunidade', exact: true })).toHaveAttribute('href', '/jobs/create');
    await expect(nav.getByRole('link', { name: 'Perfil da empresa', exact: true })).toHaveAttribute('href', '/profile-empresa');
    await expect(nav.getByRole('link', { name: 'Oportunidades', exact: true })).toHaveCount(0);

    const response = await page.goto('/jobs/create');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toHaveCount(0);
  });
});
