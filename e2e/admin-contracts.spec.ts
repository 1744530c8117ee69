// The administrators' contracts screen (/admin/contratos) on a large screen, and at 320 px:
// - the seeded dispute is listed first, in the tab that opens by default ('Em disputa');
// - an administrator resolves a dispute with a reason: the toast, the contract leaves 'Em disputa'
//   for 'Concluídos' with the team's decision, and the audit log reads 'Disputa resolvida';
// - an administrator hides a public review with a reason: it leaves the published list for the
//   hidden one, and the audit log reads 'Avaliação ocultada'.
// What changes is made fresh (a new hirer and creator, their contract, dispute and reviews, through
// the database's own functions): the seeded contracts and reviews only look, so the demo ratings and
// the other specs' hiring states stay as the seed wrote them.
import { expect, test, type Page } from '@playwright/test';
import { sidewaysOverflow, unnamedControls, waitForContent } from './support/a11y';
import { storageStatePath } from './support/auth-state';
import { randomCpf } from './support/people';
import { fullPageScreenshot } from './support/profile-flows';
import { newUser } from './support/supabase-clients';
import { toast } from './support/toasts';
import { EXCLUSIVE } from './support/exclusive';

const main = (page: Page) => page.locator('#conteudo');
const HIRER = 'Quero Contratar';
const CREATOR = 'Quero Oferecer meu serviço';

const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** A fresh hirer and creator with an active contract between them (the real moves: proposal, acceptance). */
async function freshContract(tag: string, title: string) {
  const stamp = Date.now();
  const [hirer, creator] = await Promise.all([
    newUser(`${tag}-contratante`, { full_name: `Helena Contratante ${stamp}`, cpf_cnpj: randomCpf(), category: HIRER }),
    newUser(`${tag}-criador`, { full_name: `Caio Criador ${stamp}`, cpf_cnpj: randomCpf(), category: CREATOR }),
  ]);
  const sent = await hirer.client.rpc('proposal_send', {
    creator: creator.id,
    terms: {
      title,
      scope: 'Dois vídeos curtos para o lançamento da coleção.',
      deliverables: ['2 vídeos verticais de 30 s'],
      due_date: isoDate(20),
      value_cents: 120_000,
      is_barter: false,
      revisions_included: 0,
      usage_rights: 'Redes sociais da marca',
      usage_months: 12,
    },
  });
  expect(sent.error).toBeNull();
  const accepted = await creator.client.rpc('proposal_respond', { proposal: sent.data as string, answer: 'accept' });
  expect(accepted.error).toBeNull();
  return { hirer, creator, contractId: accepted.data as string };
}

test.describe('administrator', EXCLUSIVE, () => {
  test.use({ storageState: storageStatePath('admin') });

  test('the disputes tab opens first, with the seeded dispute, its reason and who opened it', async ({ page }, testInfo) => {
    const response = await page.goto('/admin/contratos');
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Contratos e disputas');
    const tabs = main(page).getByRole('navigation', { name: 'Contratos por situação e avaliações' });
    await expect(tabs.getByRole('link', { name: /^Em disputa/ })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link')).toHaveText([
      /^Em disputa\s*[1-9]/,
      /^Ativos/,
      /^Entregues/,
      /^Alterações solicitadas/,
      /^Concluídos/,
      /^Cancelados/,
      'Avaliações',
    ]);

    const disputes = main(page).getByRole('table', { name: 'Contratos em disputa' });
    const first = disputes.locator('tbody tr').first();
    await expect(first.getByText('Em disputa', { exact: true })).toBeVisible();
    await expect(first).toContainText('Aberta por');
    await expect(first.getByRole('button', { name: /^Resolver disputa de / })).toBeVisible();
    await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/contrato\/[0-9a-f-]{36}$/);
    await fullPageScreenshot(page, testInfo, 'admin-contracts-disputes');

    // At 320 px the list is a card per row, and nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 720 });
    await page.reload();
    await waitForContent(page);
    const cards = main(page).getByRole('list', { name: 'Contratos em disputa' });
    await expect(
      cards
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /^Resolver disputa de / }),
    ).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await unnamedControls(page)).toEqual([]);
    await fullPageScreenshot(page, testInfo, 'admin-contracts-disputes-320');
  });

  test('resolves a dispute with a reason: the toast, the contract leaves "Em disputa", the audit log', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const title = `Disputa e2e ${Date.now()}`;
    const { hirer, contractId } = await freshContract('disputa', title);
    const opened = await hirer.client.rpc('contract_open_dispute', {
      contract: contractId,
      reason: 'O criador não respondeu mais às mensagens.',
    });
    expect(opened.error).toBeNull();

    await page.goto('/admin/contratos');
    const disputes = main(page).getByRole('table', { name: 'Contratos em disputa' });
    // The most recent dispute is the first row.
    const row = disputes.locator('tbody tr').first();
    await expect(row).toHaveAttribute('data-row-id', contractId);
    await expect(row).toContainText(title);
    await expect(row).toContainText('O criador não respondeu mais às mensagens.');
    await expect(row).toContainText('Aberta por Helena Contratante');
    await expect(row).toContainText('R$');

    await row.getByRole('button', { name: `Resolver disputa de ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolver disputa' });
    // Nothing chosen and a reason too short: the messages under the fields, nothing sent.
    await dialog.getByLabel('Motivo da decisão').fill('ok');
    await dialog.getByRole('button', { name: 'Resolver disputa' }).click();
    await expect(dialog.getByText('Escolha concluir ou cancelar o contrato.')).toBeVisible();
    await expect(dialog.getByText('Informe o motivo (ao menos 5 caracteres).')).toBeVisible();

    const reason = 'Entrega conferida pela equipe com as duas partes.';
    await dialog.getByRole('radio', { name: 'Concluir contrato' }).check();
    await dialog.getByLabel('Motivo da decisão').fill(reason);
    await expect(dialog.getByText(`${reason.length}/500`)).toBeVisible();
    await fullPageScreenshot(page, testInfo, 'admin-contracts-resolve-dialog');
    await dialog.getByRole('button', { name: 'Resolver disputa' }).click();
    await expect(toast(page, 'Disputa resolvida.').root).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(disputes.locator(`tr[data-row-id="${contractId}"]`)).toHaveCount(0);

    // It is concluded now, with the team's decision.
    await page.goto('/admin/contratos?aba=concluidos');
    const done = main(page).getByRole('table', { name: 'Contratos', exact: true }).locator(`tr[data-row-id="${contractId}"]`);
    await expect(done).toContainText('Concluído');
    await expect(done).toContainText(`Decisão da equipe: ${reason}`);

    // And in the audit log, in pt-BR.
    await page.goto(`/admin/audit?tabela=contracts&acao=dispute_resolved&q=${contractId}`);
    const audit = main(page).getByRole('table', { name: 'Registro de auditoria' });
    const entry = audit.getByRole('row').filter({ hasText: `Motivo: ${reason}` });
    await expect(entry).toContainText('Disputa resolvida');
    await expect(entry).toContainText('Contratos');
    await expect(entry).toContainText('Situação: "Em disputa" → "Concluído"');
  });

  test('hides a public review with a reason: it leaves the published list for the hidden one', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const { hirer, creator, contractId } = await freshContract('avaliacao', `Avaliação e2e ${Date.now()}`);
    const delivered = await creator.client.rpc('contract_deliver', {
      contract: contractId,
      note: 'Os dois vídeos.',
      links: ['https://exemplo.com.br/entregas/e2e'],
      files: [],
    });
    expect(delivered.error).toBeNull();
    expect((await hirer.client.rpc('contract_review_delivery', { contract: contractId, approve: true })).error).toBeNull();
    const byHirer = await hirer.client.rpc('review_submit', {
      contract: contractId,
      rating: 1,
      aspects: { communication: 1, quality: 1, timeliness: 1 },
      body: 'Texto com ofensas para a moderação.',
    });
    expect(byHirer.error).toBeNull();
    // The second review reveals both.
    expect(
      (
        await creator.client.rpc('review_submit', {
          contract: contractId,
          rating: 5,
          aspects: { communication: 5, briefing: 5, payment: 5 },
        })
      ).error,
    ).toBeNull();
    const reviewId = byHirer.data as string;

    await page.goto('/admin/contratos?aba=avaliacoes');
    const tabs = main(page).getByRole('navigation', { name: 'Contratos por situação e avaliações' });
    await expect(tabs.getByRole('link', { name: 'Avaliações' })).toHaveAttribute('aria-current', 'page');
    const published = main(page).getByRole('table', { name: 'Avaliações publicadas' });
    const row = published.locator(`tr[data-row-id="${reviewId}"]`);
    await expect(row).toContainText('Texto com ofensas para a moderação.');
    await expect(row.getByRole('img', { name: '1 de 5 estrelas' })).toBeVisible();
    await expect(row).toContainText('Caio Criador');

    await row.getByRole('button', { name: /^Ocultar avaliação de Helena Contratante/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ocultar avaliação?' });
    await dialog.getByLabel('Motivo da ocultação').fill('    ');
    await dialog.getByRole('button', { name: 'Ocultar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Informe o motivo (ao menos 5 caracteres).');
    const reason = 'Linguagem ofensiva contra o criador.';
    await dialog.getByLabel('Motivo da ocultação').fill(reason);
    await dialog.getByRole('button', { name: 'Ocultar' }).click();
    await expect(toast(page, 'Avaliação ocultada.').root).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    const hidden = main(page).getByRole('table', { name: 'Avaliações ocultadas' }).locator(`tr[data-row-id="${reviewId}"]`);
    await expect(hidden).toContainText(reason);
    await expect(hidden).toContainText('Texto com ofensas para a moderação.');
    await fullPageScreenshot(page, testInfo, 'admin-contracts-reviews');

    await page.goto(`/admin/audit?tabela=reviews&acao=review_hidden&q=${reviewId}`);
    const entry = main(page)
      .getByRole('table', { name: 'Registro de auditoria' })
      .getByRole('row')
      .filter({ hasText: `Motivo: ${reason}` });
    await expect(entry).toContainText('Avaliação ocultada');
    await expect(entry).toContainText('Avaliações');
  });
});
