// The jobs cycle (issue 9): a brand runs the wizard (and cannot skip a step), publishes; a creator
// finds it with an accent-less word and a filter, applies with answers; the brand sees the bell
// move live, opens the candidate and selects it; the creator sees "Selecionado" and the
// notification. Discard with a reason and undo; an edit of a published one notifies applicants.
import crypto from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { storageStatePath } from './support/auth-state';
import { saveScreenshot } from './support/screenshots';
import { signedInClient } from './support/supabase-clients';
import { toast } from './support/toasts';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Notificações', exact: true });

async function pageAs(browser: Browser, role: 'brand' | 'creator' | 'agency') {
  const context = await browser.newContext({ storageState: storageStatePath(role) });
  return context.newPage();
}

async function unread(email: string) {
  const client = await signedInClient(email);
  const { data } = await client.from('unread_counts').select('unread_notifications').maybeSingle();
  return data?.unread_notifications ?? 0;
}

test('a brand publishes, a creator applies, the brand selects: both sides see it', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const tag = `Zq${crypto.randomInt(10_000, 99_999)}`;
  const title = `Fotógrafo de produto ${tag}`;
  const brand = await pageAs(browser, 'brand');

  // Step 1; a later step cannot be opened before its predecessors are complete.
  await brand.goto('/jobs/create3');
  await expect(brand).toHaveURL(/\/jobs\/create$/);
  await expect(brand.getByRole('button', { name: 'Salvar e continuar' })).toBeEnabled();
  await brand.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(brand.getByText('Use pelo menos 10 caracteres.')).toBeVisible();
  await brand.getByLabel('Título').fill(title);
  await brand.getByLabel('Descrição').fill('Fotos de produto em estúdio para o novo catálogo de maquiagem, com fundo infinito.');
  await brand.getByLabel('Tipo de serviço').selectOption({ label: 'Fotografia' });
  await brand.getByRole('checkbox', { name: 'Foto de produto' }).click();
  await brand.getByRole('checkbox', { name: 'Instagram' }).click();
  await saveScreenshot(brand, testInfo, 'jobs-create-step1', true);
  await brand.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(brand).toHaveURL(/\/jobs\/create2\?id=/);
  const id = new URL(brand.url()).searchParams.get('id')!;

  await brand.goto(`/jobs/create3?id=${id}`);
  await expect(brand).toHaveURL(new RegExp(`/jobs/create2\\?id=${id}`));

  await expect(brand.getByRole('button', { name: 'Salvar e continuar' })).toBeEnabled();
  await brand.getByLabel('Entregas', { exact: true }).fill('20 fotos tratadas em alta resolução.');
  await brand.getByLabel('Prazo para candidaturas').fill(inDays(10));
  await saveScreenshot(brand, testInfo, 'jobs-create-step2', true);
  await brand.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(brand).toHaveURL(/\/jobs\/create3\?id=/);

  await expect(brand.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  await brand.getByLabel('Valor (R$)').fill('1500');
  await brand.getByLabel('Valor (R$)').blur();
  await expect(brand.getByLabel('Valor (R$)')).toHaveValue('1.500,00');
  await brand.getByRole('checkbox', { name: 'Em quantos dias você consegue entregar?', exact: true }).click();
  await saveScreenshot(brand, testInfo, 'jobs-create-step3', true);
  await brand.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(brand, 'Oportunidade publicada!').root).toBeVisible();
  await expect(brand).toHaveURL(/\/jobs\/minhasoportunidades/);
  await expect(brand.getByRole('heading', { name: 'Abertas' })).toBeVisible();
  await expect(brand.getByText(title).first()).toBeVisible();
  await saveScreenshot(brand, testInfo, 'jobs-mine-hirer', true);

  // The creator finds it without the accent and with a filter, and applies.
  const brandUnread = await unread(DEMO_ACCOUNTS.brand.email);
  await expect(badge(brand)).toHaveText(brandUnread > 0 ? String(brandUnread) : /^$/);
  const creator = await pageAs(browser, 'creator');
  await creator.goto('/jobs/opportunities');
  await creator.getByLabel('Buscar oportunidades').fill(`fotografo ${tag}`);
  await creator.getByLabel('Tipo de serviço').selectOption({ label: 'Fotografia' });
  await creator.getByRole('button', { name: 'Buscar' }).click();
  await expect(creator).toHaveURL(/q=fotografo/);
  const results = creator.getByRole('list', { name: 'Resultados' });
  await expect(results.getByRole('heading', { level: 2 })).toHaveCount(1);
  await saveScreenshot(creator, testInfo, 'jobs-opportunities-creator', true);
  await results.getByRole('link', { name: title }).click();
  await expect(creator.getByRole('heading', { name: title })).toBeVisible();
  await expect(creator.getByRole('button', { name: 'Enviar candidatura' })).toBeEnabled();
  await creator.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(creator.getByText('Responda esta pergunta obrigatória.')).toBeVisible();
  await creator.getByLabel('Sua proposta').fill('Tenho estúdio próprio e 5 anos de fotos de produto para marcas de beleza.');
  await creator.getByLabel('Valor proposto (R$, opcional)').fill('1400');
  await creator.getByLabel('Em quantos dias você consegue entregar? *').fill('7');
  await creator.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(toast(creator, 'Candidatura enviada!').root).toBeVisible();
  await expect(creator.getByRole('region', { name: 'Sua candidatura' }).getByText('Pendente')).toBeVisible();
  await saveScreenshot(creator, testInfo, 'jobs-detail-applied', true);

  // The brand's bell moves without a reload; the candidate is opened and selected.
  await expect(badge(brand)).toHaveText(String(brandUnread + 1), { timeout: 15_000 });
  await brand.goto(`/jobs/candidates?opportunity=${id}`);
  const card = brand.getByRole('listitem', { name: DEMO_ACCOUNTS.creator.fullName });
  await expect(card.getByText('Novo')).toBeVisible();
  await card.getByText('Ver candidatura').click();
  await expect(card.getByText('Em quantos dias você consegue entregar?')).toBeVisible();
  await expect(card.getByText('Novo')).toBeHidden();
  await saveScreenshot(brand, testInfo, 'jobs-candidates-hirer', true);
  await card.getByRole('button', { name: 'Selecionar', exact: true }).click();
  await expect(toast(brand, 'Candidatura selecionada.').root).toBeVisible();
  await expect(card.getByText('Selecionado')).toBeVisible();

  await creator.reload();
  await expect(creator.getByRole('region', { name: 'Sua candidatura' }).getByText('Selecionado')).toBeVisible();
  const carla = await signedInClient(DEMO_ACCOUNTS.creator.email);
  const { data: notes } = await carla
    .from('notifications')
    .select('kind, title, body, link')
    .eq('kind', 'application_selected')
    .like('body', `%${tag}%`);
  expect(notes).toEqual([
    {
      kind: 'application_selected',
      title: 'Sua candidatura foi selecionada!',
      body: `Flor de Lis Cosméticos selecionou sua candidatura para "${title}".`,
      link: '/jobs/minhasoportunidades',
    },
  ]);

  // Discard with a reason, then undo.
  await card.getByRole('button', { name: 'Desfazer' }).click();
  await expect(card.getByText('Pendente')).toBeVisible();
  await card.getByRole('button', { name: 'Descartar', exact: true }).click();
  await card.getByLabel('Motivo do descarte').fill('Perfil fora do nicho desta campanha.');
  await card.getByRole('button', { name: 'Confirmar descarte' }).click();
  await expect(card.getByText('Motivo: Perfil fora do nicho desta campanha.')).toBeVisible();
  await card.getByRole('button', { name: 'Desfazer' }).click();
  await expect(card.getByText('Pendente')).toBeVisible();

  // Editing the pay of a published opportunity tells its applicants.
  await brand.goto(`/jobs/edit/${id}`);
  await expect(brand.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
  await brand.getByLabel('Valor (R$)').fill('1800');
  await saveScreenshot(brand, testInfo, 'jobs-edit', true);
  await brand.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(brand, 'Alterações salvas.').root).toBeVisible();
  await expect
    .poll(
      async () =>
        (await carla.from('notifications').select('link').eq('kind', 'opportunity_changed').eq('link', `/jobs/opportunities?id=${id}`)).data
          ?.length,
    )
    .toBe(1);
});

test('every jobs screen renders for each role', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const creator = await pageAs(browser, 'creator');
  for (const [path, name, heading] of [
    ['/jobs/opportunities?ordem=compativeis', 'jobs-opportunities-compatible', 'Oportunidades'],
    ['/jobs/opportunities?id=e0000000-0000-4000-8000-000000000001', 'jobs-detail-selected', 'Vídeos UGC para lançamento de sérum facial'],
    ['/jobs/candidates', 'jobs-candidates-creator', 'Candidaturas'],
    ['/jobs/pending', 'jobs-pending-creator', 'Pendentes'],
    ['/jobs/discarded', 'jobs-discarded-creator', 'Descartados'],
    ['/jobs/minhasoportunidades', 'jobs-mine-creator', 'Minhas oportunidades'],
  ] as const) {
    await creator.goto(path);
    await expect(creator.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(creator.getByText('Esta tela ainda está sendo preparada.')).toHaveCount(0);
    await saveScreenshot(creator, testInfo, name, true);
  }
  await expect(creator.getByText('Seus serviços:').first())
    .toBeAttached({ timeout: 1 })
    .catch(() => undefined);

  const brand = await pageAs(browser, 'brand');
  for (const [path, name, heading] of [
    ['/jobs/pending', 'jobs-pending-hirer', 'Pendentes'],
    ['/jobs/discarded', 'jobs-discarded-hirer', 'Descartados'],
    ['/jobs/meuscandidatos', 'jobs-mycandidates-hirer', 'Meus candidatos'],
    ['/jobs/candidates', 'jobs-candidates-choose', 'Candidaturas'],
    [`/profile-user?id=${DEMO_ACCOUNTS.creator.id}`, 'jobs-invite-profile', 'Carla Mendes'],
  ] as const) {
    await brand.goto(path);
    await expect(brand.getByRole('heading', { name: heading }).first()).toBeVisible();
    await saveScreenshot(brand, testInfo, name, true);
  }
  await expect(brand.getByRole('region', { name: 'Convidar para oportunidade' })).toBeVisible();

  // Another hirer may not edit the brand's opportunity.
  const agency = await pageAs(browser, 'agency');
  await agency.goto('/jobs/edit/e0000000-0000-4000-8000-000000000001');
  await expect(agency.getByText('Acesso restrito')).toBeVisible();
});
