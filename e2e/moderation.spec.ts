// Moderation and discovery additions on a large screen:
// - issue 12 item 8: an administrator opens a creator's posts and comments in /admin/gestao-profile,
//   removes a comment and then the post with a reason; the post leaves the feed and the author gets
//   the notifications with the reason;
// - issue 10 item 5: a company's page lists its open opportunities, linked to their detail;
// - issue 9 item 6: a hirer invites a creator from the "Encontrar criadores" card.
// Accounts that change are made fresh; the demo accounts only look.
import { expect, test, type Page } from '@playwright/test';
import { storageStatePath } from './support/auth-state';
import { fullPageScreenshot, newSignedInAccount } from './support/profile-flows';
import { toast } from './support/toasts';

const CREATOR = 'Quero Oferecer meu serviço';
const READY = { onboarding_completed: true, city: 'São Paulo', state: 'SP', headline: 'Criadora de testes' };

const postByText = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Notificações', exact: true });

test('an administrator removes a comment and a post with a reason; the post leaves the feed and the author is told why', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Rita Moderada ${Date.now()}`;
  await newSignedInAccount(page.context(), { category: CREATOR, fullName: name, tag: 'moder', profile: READY });
  const text = `Publicação para moderar ${Date.now()}`;
  const remark = `Comentário para moderar ${Date.now()}`;

  // The author posts and comments on the post.
  await page.goto('/feed');
  await page.getByLabel('Compartilhe algo com a sua rede').fill(text);
  await page.getByRole('button', { name: 'Publicar' }).click();
  const mine = postByText(page, text);
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Comentários' }).click();
  await mine.getByLabel('Escreva um comentário').fill(remark);
  await mine.getByRole('button', { name: 'Comentar' }).click();
  await expect(mine.getByText(remark)).toBeVisible();
  const before = Number((await bell(page).textContent())?.trim() || '0');

  // The administrator finds the creator in the queue and opens their content.
  const admin = await browser.newPage({ storageState: storageStatePath('admin') });
  await admin.goto(`/admin/gestao-profile?q=${encodeURIComponent(name)}`);
  await admin.getByRole('link', { name: `Publicações e comentários de ${name}` }).click();
  const panel = admin.getByRole('region', { name: `Conteúdo de ${name}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Publicações' })).toHaveAttribute('aria-current', 'page');
  const posts = panel.getByRole('list', { name: 'Publicações' });
  await expect(posts.getByRole('listitem')).toHaveCount(1);
  await expect(posts).toContainText(text);
  await expect(posts).toContainText('1 comentário');
  await expect(panel).toContainText('1–1 de 1');
  await fullPageScreenshot(admin, testInfo, 'moderation-posts');

  // The comment first: a reason too short is refused under the field, then removed.
  await panel.getByRole('link', { name: 'Comentários' }).click();
  await expect(panel.getByRole('link', { name: 'Comentários' })).toHaveAttribute('aria-current', 'page');
  await expect(panel.getByRole('list', { name: 'Comentários' })).toContainText(remark);
  await panel.getByRole('button', { name: `Remover comentário de ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Remover comentário?' });
  await dialog.getByLabel('Motivo da remoção').fill('ruim');
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Informe o motivo (ao menos 5 caracteres).');
  await dialog.getByLabel('Motivo da remoção').fill('Comentário com linguagem ofensiva');
  await expect(dialog.getByText('33/500')).toBeVisible();
  await fullPageScreenshot(admin, testInfo, 'moderation-dialog');
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(toast(admin, 'Comentário removido.').root).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Nenhum comentário.')).toBeVisible();

  // Then the post.
  await panel.getByRole('link', { name: 'Publicações' }).click();
  await expect(posts).toContainText('0 comentários');
  await panel.getByRole('button', { name: `Remover publicação de ${name}` }).click();
  const postDialog = admin.getByRole('dialog', { name: 'Remover publicação?' });
  await postDialog.getByLabel('Motivo da remoção').fill('Propaganda enganosa');
  await postDialog.getByRole('button', { name: 'Remover' }).click();
  await expect(toast(admin, 'Publicação removida.').root).toBeVisible();
  await expect(panel.getByText('Nenhuma publicação.')).toBeVisible();

  // Both removals are in the audit log.
  await admin.goto('/admin/audit?tabela=posts&acao=post_removed');
  const audit = admin.getByRole('table', { name: 'Registro de auditoria' });
  await expect(audit.getByRole('row').filter({ hasText: 'Motivo: Propaganda enganosa' }).first()).toContainText('Publicação removida');
  await admin.goto('/admin/audit?tabela=post_comments&acao=comment_removed');
  await expect(audit.getByRole('row').filter({ hasText: 'Motivo: Comentário com linguagem ofensiva' }).first()).toContainText(
    'Comentário removido',
  );
  await admin.close();

  // The author: the post is gone from the feed; two notifications with the reasons.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await expect(postByText(page, text)).toHaveCount(0);
  await expect(bell(page)).toHaveText(String(before + 2));
  await page.goto('/notifications');
  const items = page.getByTestId('notification');
  await expect(items.filter({ hasText: 'Sua publicação foi removida' })).toContainText('Motivo: Propaganda enganosa');
  await expect(items.filter({ hasText: 'Seu comentário foi removido' })).toContainText('Motivo: Comentário com linguagem ofensiva');
  await fullPageScreenshot(page, testInfo, 'moderation-author-notifications');
});

test('the seeded agency has posts and comments in its moderation queue', async ({ browser }, testInfo) => {
  const admin = await browser.newPage({ storageState: storageStatePath('admin') });
  await admin.goto('/admin/gestao-profile4?q=agencia%40exemplo.com.br');
  await admin.getByRole('link', { name: 'Publicações e comentários de Juliana Costa' }).click();
  const panel = admin.getByRole('region', { name: 'Conteúdo de Pulso Digital' });
  await expect(panel.getByRole('list', { name: 'Publicações' })).toContainText('Dica da Pulso Digital');
  await panel.getByRole('link', { name: 'Comentários' }).click();
  const comments = panel.getByRole('list', { name: 'Comentários' });
  await expect(comments).toContainText('Roteiro muito bem amarrado. Parabéns!');
  await expect(comments.getByRole('button', { name: 'Remover comentário de Pulso Digital' }).first()).toBeVisible();
  await fullPageScreenshot(admin, testInfo, 'moderation-seeded-agency-comments');
  await admin.close();
});

test('in the feed, an administrator removes someone else’s post with a reason', async ({ page, browser }) => {
  const name = `Teo Feed ${Date.now()}`;
  await newSignedInAccount(page.context(), { category: CREATOR, fullName: name, tag: 'moder-feed', profile: READY });
  const text = `Publicação vista pelo administrador ${Date.now()}`;
  await page.goto('/feed');
  await page.getByLabel('Compartilhe algo com a sua rede').fill(text);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(postByText(page, text)).toBeVisible();

  const admin = await browser.newPage({ storageState: storageStatePath('admin') });
  await admin.goto('/feed?tab=para-voce');
  const seen = postByText(admin, text);
  await seen.getByRole('button', { name: 'Opções da publicação' }).click();
  await expect(admin.getByRole('menuitem', { name: 'Editar' })).toHaveCount(0);
  await admin.getByRole('menuitem', { name: 'Remover (moderação)' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Remover publicação?' });
  await expect(dialog).toContainText(`De ${name}.`);
  await dialog.getByLabel('Motivo da remoção').fill('Golpe: pede pagamento fora da plataforma');
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(toast(admin, 'Publicação removida.').root).toBeVisible();
  await expect(seen).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await expect(postByText(admin, text)).toHaveCount(0);
  await admin.close();

  await page.goto('/notifications');
  await expect(page.getByTestId('notification').filter({ hasText: 'Sua publicação foi removida' })).toContainText(
    'Motivo: Golpe: pede pagamento fora da plataforma',
  );
});

test.describe('as the demo creator', () => {
  test.use({ storageState: storageStatePath('creator') });

  test('a company page lists its open opportunities, linked to their detail', async ({ page }, testInfo) => {
    await page.goto('/companies?q=Pulso');
    const card = page.getByRole('listitem', { name: 'Pulso Digital' });
    await card.getByRole('link', { name: 'Pulso Digital', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pulso Digital');
    const openings = page.getByRole('list', { name: 'Oportunidades abertas' });
    const summer = openings.getByRole('link', { name: 'Criadores de moda para campanha de verão' });
    await expect(summer).toBeVisible();
    await fullPageScreenshot(page, testInfo, 'company-opportunities');
    await summer.click();
    await expect(page).toHaveURL(/\/jobs\/opportunities\?id=e0000000-0000-4000-8000-000000000006/);
    await expect(page.getByRole('heading', { name: 'Criadores de moda para campanha de verão' }).first()).toBeVisible();
  });
});

test('a hirer invites a creator from the "Encontrar criadores" card; the creator is notified', async ({ page, browser }, testInfo) => {
  const name = `Creusa Convidada ${Date.now()}`;
  await newSignedInAccount(page.context(), { category: CREATOR, fullName: name, tag: 'invite-card', profile: READY });

  const brand = await browser.newPage({ storageState: storageStatePath('brand') });
  await brand.goto(`/network?tab=criadores&q=${encodeURIComponent(name)}`);
  const card = brand.getByRole('listitem', { name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Convidar ${name} para oportunidade` }).click();
  const dialog = brand.getByRole('dialog', { name: `Convidar ${name}` });
  const chosen = (await dialog.getByLabel('Oportunidade').locator('option:checked').textContent())?.trim() ?? '';
  expect(chosen).not.toBe('');
  await fullPageScreenshot(brand, testInfo, 'network-invite-dialog');
  await dialog.getByRole('button', { name: 'Convidar' }).click();
  await expect(toast(brand, 'Convite enviado.').root).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second invite to the same opportunity is refused.
  await card.getByRole('button', { name: `Convidar ${name} para oportunidade` }).click();
  await dialog.getByLabel('Oportunidade').selectOption({ label: chosen });
  await dialog.getByRole('button', { name: 'Convidar' }).click();
  await expect(toast(brand, 'Não foi possível enviar o convite').description).toHaveText(
    'Esta pessoa já foi convidada para esta oportunidade.',
  );
  await brand.close();

  await page.goto('/notifications');
  const invite = page.getByTestId('notification').filter({ hasText: 'Convite para oportunidade' });
  await expect(invite).toContainText(`Flor de Lis Cosméticos convidou você para "${chosen}".`);
});
