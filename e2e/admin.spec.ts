// The administration area (issue 12) on a large screen: every route loads its real screen for an
// administrator and answers 403 for a creator and a hirer; a taxonomy entry is created, refused
// deletion while in use is shown, a permission change hides a menu entry and closes the route,
// terms are published and asked once, a broadcast raises the bell, the CSV keeps its accents.
// Whatever a test changes is put back (the demo accounts stay as they are).
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SCREENS } from './support/admin-routes';
import { storageStatePath } from './support/auth-state';
import { saveScreenshot } from './support/screenshots';
import { serviceClient } from './support/supabase-clients';
import { toast } from './support/toasts';
import { EXCLUSIVE } from './support/exclusive';

const main = (page: Page) => page.locator('#conteudo');

test.describe('administrator', () => {
  test.use({ storageState: storageStatePath('admin') });

  for (const screen of ADMIN_SCREENS) {
    test(`${screen.path} shows its screen`, async ({ page }, testInfo) => {
      const response = await page.goto(screen.path + ('search' in screen ? screen.search : ''));
      expect(response?.status()).toBe(200);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(screen.title);
      await expect(main(page).getByText(screen.shows, { exact: false }).first()).toBeVisible();
      await expect(main(page).getByText('Esta tela ainda está sendo preparada.')).toHaveCount(0);
      await saveScreenshot(page, testInfo, `admin${screen.path.replaceAll('/', '-')}`, true);
    });
  }

  test('creates a content type, and a deletion in use is refused with where it is used', EXCLUSIVE, async ({ page }) => {
    const name = `Tipo e2e ${Date.now()}`;
    await page.goto('/admin/content-types');
    await main(page).getByRole('button', { name: 'Novo tipo de conteúdo' }).click();
    await page.getByLabel('Nome').fill(name);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Tipo de conteúdo criado.').root).toBeVisible();
    await page.goto(`/admin/content-types?q=${encodeURIComponent(name)}`);
    await expect(main(page).getByRole('table').getByText(name)).toBeVisible();
    await main(page).getByRole('table').getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Item excluído.').root).toBeVisible();

    await page.goto(`/admin/content-types?q=Stories`);
    await main(page).getByRole('table').getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Não foi possível excluir').description).toContainText('em uso em');
  });

  test('CSV export keeps accents (UTF-8 with BOM)', async ({ page }) => {
    await page.goto('/admin/service-questions2');
    const download = page.waitForEvent('download');
    await main(page).getByRole('link', { name: 'Exportar CSV' }).click();
    const file = await download;
    const chunks: Buffer[] = [];
    for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks);
    expect([...text.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.toString('utf8')).toContain('Quem respondeu;E-mail;Pergunta;Resposta;Respondida em');
  });
});

for (const role of ['creator', 'brand'] as const) {
  test.describe(`${role}`, () => {
    test.use({ storageState: storageStatePath(role) });

    test('gets "Acesso restrito" (403) on every admin route', async ({ page }) => {
      for (const screen of ADMIN_SCREENS) {
        const response = await page.goto(screen.path);
        expect(response?.status(), screen.path).toBe(403);
        await expect(page.getByText('Acesso restrito').first()).toBeVisible();
      }
      const csv = await page.request.get('/admin/service-questions2/export');
      expect([401, 403]).toContain(csv.status());
    });
  });
}

test.describe('a permission change', EXCLUSIVE, () => {
  test('hides the menu entry for the category and closes the route', async ({ browser }, testInfo) => {
    const admin = await browser.newPage({ storageState: storageStatePath('admin') });
    const creator = await browser.newPage({ storageState: storageStatePath('creator') });
    const box = () => admin.getByRole('checkbox', { name: 'Empresas: Quero Oferecer meu serviço' });
    try {
      await creator.goto('/feed');
      await expect(
        creator.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Empresas', exact: true }),
      ).toBeVisible();
      await admin.goto('/admin/permissions');
      await expect(box()).toBeChecked();
      await box().uncheck();
      await expect(toast(admin, 'Permissão salva.').root).toBeVisible();
      await saveScreenshot(admin, testInfo, 'admin-permission-changed');

      await creator.goto('/feed');
      await expect(
        creator.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Empresas', exact: true }),
      ).toHaveCount(0);
      await creator.goto('/companies');
      await expect(creator.getByText('Acesso restrito').first()).toBeVisible();
    } finally {
      await admin.goto('/admin/permissions');
      if (!(await box().isChecked())) {
        await box().check();
        await expect(toast(admin, 'Permissão salva.').root).toBeVisible();
      }
      await admin.close();
      await creator.close();
    }
  });
});

test.describe('terms of use', EXCLUSIVE, () => {
  test('publishing a version shows it at /termos and asks users to accept once', async ({ browser }, testInfo) => {
    const admin = await browser.newPage({ storageState: storageStatePath('admin') });
    const creator = await browser.newPage({ storageState: storageStatePath('creator') });
    const db = serviceClient();
    const { data: before } = await db.from('terms_versions').select('id').eq('is_current', true).single();
    const marker = `Cláusula de teste ${Date.now()}`;
    try {
      await admin.goto('/admin/terms');
      await admin.getByLabel('Texto (Markdown)').fill(`## 1. Nova seção {#nova}\n\n${marker} com acentuação.`);
      await admin.getByRole('button', { name: 'Criar rascunho' }).click();
      await expect(toast(admin, 'Nova versão criada como rascunho.').root).toBeVisible();
      await admin.getByRole('button', { name: 'Publicar' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Publicar' }).click();
      await expect(toast(admin, 'publicada.').root).toBeVisible();

      await creator.goto('/termos');
      await expect(creator.getByText(marker)).toBeVisible();
      await creator.goto('/feed');
      const prompt = creator.getByRole('region', { name: 'Novos termos de uso' });
      await expect(prompt).toBeVisible();
      await saveScreenshot(creator, testInfo, 'admin-terms-prompt');
      await prompt.getByRole('button', { name: 'Aceitar os termos' }).click();
      await expect(toast(creator, 'Termos de uso aceitos.').root).toBeVisible();
      await creator.reload();
      await expect(creator.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(creator.getByRole('region', { name: 'Novos termos de uso' })).toHaveCount(0);
    } finally {
      // Put the previous version back through the screen (which expires the cached terms), then
      // remove the test's version.
      await admin.goto('/admin/terms');
      const row = admin.locator(`tr[data-row-id="${before!.id}"]`);
      // count() does not wait: the table streams in after the page's frame.
      await expect(row).toBeVisible();
      if (await row.getByRole('button', { name: 'Publicar' }).count()) {
        await row.getByRole('button', { name: 'Publicar' }).click();
        await admin.getByRole('dialog').getByRole('button', { name: 'Publicar' }).click();
        await expect(toast(admin, 'publicada.').root).toBeVisible();
      }
      const { data: others } = await db.from('terms_versions').select('id').neq('id', before!.id);
      for (const other of others ?? []) {
        await db.from('terms_versions').update({ is_current: false, published_at: null }).eq('id', other.id);
        await db.from('terms_versions').delete().eq('id', other.id);
      }
      await db.from('profiles').update({ terms_version_accepted: '1' }).neq('terms_version_accepted', '1');
      await admin.close();
      await creator.close();
    }
  });
});

test.describe('branding and broadcasts', EXCLUSIVE, () => {
  test('a new logo appears on the landing page, and the shipped file comes back', async ({ browser }, testInfo) => {
    const admin = await browser.newPage({ storageState: storageStatePath('admin') });
    const visitor = await browser.newPage();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="232" height="40"><rect width="232" height="40" fill="#0a7"/></svg>';
    const card = admin.locator('li[data-type="logo"]');
    try {
      await admin.goto('/admin/site-images');
      await card.locator('input[type="file"]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
      await expect(toast(admin, 'Logo atualizado.').root).toBeVisible();
      await visitor.goto('/');
      await expect(visitor.getByRole('banner').getByRole('img', { name: 'Conecta Criadores' }).first()).toHaveAttribute(
        'src',
        /site-images\/logo\//,
      );
      await saveScreenshot(visitor, testInfo, 'admin-new-logo-landing');
    } finally {
      await admin.goto('/admin/site-images');
      if (await card.getByRole('button', { name: 'Voltar ao padrão' }).count()) {
        await card.getByRole('button', { name: 'Voltar ao padrão' }).click();
        await admin.getByRole('dialog').getByRole('button', { name: 'Voltar ao padrão' }).click();
        await expect(toast(admin, 'Arquivo padrão restaurado.').root).toBeVisible();
      }
      await admin.close();
      await visitor.close();
    }
  });

  test('a broadcast to creators raises a creator’s bell live', async ({ browser }) => {
    const admin = await browser.newPage({ storageState: storageStatePath('admin') });
    const creator = await browser.newPage({ storageState: storageStatePath('creator') });
    const db = serviceClient();
    const title = `Aviso e2e ${Date.now()}`;
    const bell = creator.getByRole('banner').getByRole('link', { name: 'Notificações', exact: true });
    try {
      await creator.goto('/feed');
      await expect(bell).toBeVisible();
      const before = Number((await bell.textContent())?.trim() || '0');
      await admin.goto('/admin/notifications');
      await admin.getByLabel('Título').fill(title);
      await admin.getByLabel('Mensagem').fill('Uma novidade para você.');
      await admin.getByLabel('Quem recebe').selectOption('Quero Oferecer meu serviço');
      await admin.getByRole('button', { name: 'Revisar e enviar' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
      await expect(toast(admin, 'Notificação enviada.').root).toBeVisible();
      await expect(bell).toHaveText(String(before + 1));
      await admin.reload();
      await expect(admin.getByRole('table', { name: 'Notificações enviadas' }).getByText(title)).toBeVisible();
    } finally {
      await db.from('notifications').delete().eq('title', title);
      await db.from('admin_broadcasts').delete().eq('title', title);
      await admin.close();
      await creator.close();
    }
  });
});
