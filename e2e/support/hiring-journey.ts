// The hiring loop in two browsers (docs/product/hiring.md), shared by the desktop and phone specs:
// a brand selects a candidate and sends a proposal; the creator counters; the brand accepts; the
// creator delivers a file; the brand asks for a change; the creator delivers again; the brand
// approves; both review, and the ratings show on both profiles only after the second review.
// Fresh people, so the demo accounts keep the badges the other specs count.
import crypto from 'node:crypto';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { inDays, newReadyBrand, newReadyHiringCreator, openOpportunityWithApplication } from './hiring';
import { saveScreenshot } from './screenshots';
import { toast } from './toasts';

const stars = async (page: Page, group: string, n: number) =>
  page
    .getByRole('group', { name: group })
    .getByRole('radio', { name: `${n} ${n === 1 ? 'estrela' : 'estrelas'}` })
    .click();

export async function hiringJourney(browser: Browser, testInfo: TestInfo): Promise<void> {
  const tag = `${crypto.randomInt(10_000, 99_999)}`;
  const company = `Doces da Bia ${tag}`;
  const brandContext = await browser.newContext();
  const creatorContext = await browser.newContext();
  const brandAccount = await newReadyBrand(brandContext, company, `hire-brand-${tag}`);
  const creatorAccount = await newReadyHiringCreator(creatorContext, `Cauã Lima ${tag}`, `hire-creator-${tag}`);
  const opportunityId = await openOpportunityWithApplication(brandAccount.id, creatorAccount.id, `Receitas em vídeo ${tag}`);
  const brand = await brandContext.newPage();
  const creator = await creatorContext.newPage();

  // The brand selects the candidate and sends a proposal from the pipeline.
  await brand.goto(`/jobs/candidates?opportunity=${opportunityId}`);
  await brand.getByRole('button', { name: 'Selecionar' }).click();
  await expect(toast(brand, 'Candidatura selecionada.').root).toBeVisible();
  await brand.getByRole('button', { name: 'Enviar proposta' }).click();
  const dialog = brand.getByRole('dialog', { name: `Proposta para Cauã Lima ${tag}` });
  await expect(dialog.getByLabel('Título')).toHaveValue(`Receitas em vídeo ${tag}`);
  await dialog.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(dialog.getByText('Descreva o escopo (10 a 4.000 caracteres).')).toBeVisible();
  await dialog.getByLabel('Escopo').fill('Três vídeos de receitas com os brigadeiros gourmet, do preparo à mesa.');
  await dialog.getByLabel('Entregáveis').fill('3 vídeos verticais de 45 s\n5 fotos da mesa posta');
  await dialog.getByLabel('Data de entrega').fill(inDays(20));
  await dialog.getByLabel('Revisões incluídas (0 a 5)').fill('1');
  await dialog.getByLabel('Direitos de uso').fill('Perfis da marca e anúncios pagos');
  await dialog.getByLabel('Prazo de uso em meses (opcional)').fill('6');
  await saveScreenshot(brand, testInfo, 'hiring-proposal-dialog');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(brand).toHaveURL(/\/proposta\/[0-9a-f-]{36}$/);
  await expect(toast(brand, 'Proposta enviada.').root).toBeVisible();
  const proposalUrl = new URL(brand.url()).pathname;
  await expect(brand.getByText('Aguardando a outra parte')).toBeVisible();

  // The creator counters with a higher value.
  await creator.goto(proposalUrl);
  await expect(creator.getByText('Aguardando sua resposta')).toBeVisible();
  await expect(creator.getByText('R$ 1.500,00').first()).toBeVisible();
  await saveScreenshot(creator, testInfo, 'hiring-proposal-received', true);
  await creator.getByRole('button', { name: 'Fazer contraproposta' }).click();
  const counter = creator.getByRole('dialog', { name: 'Contraproposta' });
  await counter.getByLabel('Novo valor').fill('1800');
  await counter.getByLabel('Mensagem (opcional)').fill('Com as 5 fotos, meu valor é R$ 1.800,00.');
  await counter.getByRole('button', { name: 'Enviar contraproposta' }).click();
  await expect(toast(creator, 'Contraproposta enviada.').root).toBeVisible();
  await expect(creator.getByText('Aguardando a outra parte')).toBeVisible();

  // The brand accepts: the contract starts.
  await brand.reload();
  await expect(brand.getByText('Aguardando sua resposta')).toBeVisible();
  await brand.getByRole('button', { name: 'Aceitar proposta' }).click();
  await brand.getByRole('button', { name: 'Aceitar e iniciar contrato' }).click();
  await expect(brand).toHaveURL(/\/contrato\/[0-9a-f-]{36}$/);
  await expect(toast(brand, 'Proposta aceita. O contrato está ativo.').root).toBeVisible();
  const contractUrl = new URL(brand.url()).pathname;
  await expect(brand.getByText('R$ 1.800,00').first()).toBeVisible();

  // The creator delivers a file.
  await creator.goto(contractUrl);
  await expect(creator.getByText('Ativo', { exact: true })).toBeVisible();
  await creator.getByRole('button', { name: 'Enviar entrega' }).click();
  const delivery = creator.getByRole('dialog', { name: 'Enviar entrega' });
  await delivery
    .getByLabel('Arquivos')
    .setInputFiles({ name: 'roteiro.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% roteiro\n') });
  await delivery.getByLabel('Observação (opcional)').fill('Primeira versão dos vídeos.');
  await delivery.getByRole('button', { name: 'Enviar entrega' }).click();
  await expect(toast(creator, 'Entrega enviada.').root).toBeVisible();
  await expect(creator.getByRole('link', { name: 'roteiro.pdf' })).toBeVisible();

  // The brand asks for a change (the one included revision).
  await brand.reload();
  await brand.getByRole('button', { name: 'Pedir alterações' }).click();
  const changes = brand.getByRole('dialog', { name: 'Pedir alterações' });
  await changes.getByLabel('O que precisa mudar').fill('Mostrar o brigadeiro sendo enrolado.');
  await changes.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(toast(brand, 'Alterações solicitadas.').root).toBeVisible();
  await expect(brand.getByText('Alterações solicitadas', { exact: true }).first()).toBeVisible();

  // The creator delivers again, as a link.
  await creator.reload();
  await expect(creator.getByText('Mostrar o brigadeiro sendo enrolado.').first()).toBeVisible();
  await creator.getByRole('button', { name: 'Enviar entrega' }).click();
  await creator
    .getByRole('dialog', { name: 'Enviar entrega' })
    .getByLabel('Links (um por linha)')
    .fill('https://exemplo.com.br/receitas-v2');
  await creator.getByRole('dialog', { name: 'Enviar entrega' }).getByRole('button', { name: 'Enviar entrega' }).click();
  await expect(toast(creator, 'Entrega enviada.').root).toBeVisible();

  // The brand approves and reviews the creator.
  await brand.reload();
  await brand.getByRole('button', { name: 'Aprovar entrega' }).click();
  await brand.getByRole('button', { name: 'Aprovar e concluir' }).click();
  await expect(toast(brand, 'Entrega aprovada. Contrato concluído.').root).toBeVisible();
  await expect(brand.getByText(`Avalie Cauã Lima ${tag}`)).toBeVisible();
  await stars(brand, 'Nota geral', 5);
  await stars(brand, 'Qualidade', 5);
  await stars(brand, 'Comunicação', 4);
  await stars(brand, 'Prazo', 5);
  await brand.getByLabel('Comentário (opcional)').fill('Vídeos lindos e entregues antes do prazo.');
  await saveScreenshot(brand, testInfo, 'hiring-review-form', true);
  await brand.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(toast(brand, 'Avaliação enviada.').root).toBeVisible();
  await expect(brand.getByText('Aguardando a avaliação da outra parte para ser publicada.')).toBeVisible();

  // Double-blind: nothing on the creator's profile yet.
  await brand.goto(`/profile-user?id=${creatorAccount.id}`);
  await expect(brand.getByText('Ainda sem avaliações.')).toBeVisible();

  // The creator reviews the brand: both reviews are published.
  await creator.reload();
  await stars(creator, 'Nota geral', 4);
  await stars(creator, 'Clareza do briefing', 5);
  await stars(creator, 'Comunicação', 5);
  await stars(creator, 'Pagamento', 4);
  await creator.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(toast(creator, 'Avaliação enviada.').root).toBeVisible();
  await expect(creator.getByText('Vídeos lindos e entregues antes do prazo.')).toBeVisible();
  await saveScreenshot(creator, testInfo, 'hiring-contract-completed', true);

  await brand.reload();
  await expect(brand.getByText('1 avaliação', { exact: true })).toBeVisible();
  await expect(brand.getByText('Vídeos lindos e entregues antes do prazo.')).toBeVisible();
  await saveScreenshot(brand, testInfo, 'hiring-creator-profile-rating', true);
  await creator.goto(`/profile-user?id=${brandAccount.id}`);
  await expect(creator.getByText('1 avaliação', { exact: true })).toBeVisible();

  // Both find it under "Concluídos".
  await brand.goto('/contratos?aba=concluidos');
  await expect(brand.getByRole('link', { name: new RegExp(`Receitas em vídeo ${tag}`) })).toBeVisible();
  await saveScreenshot(brand, testInfo, 'hiring-contracts-list', true);
  await brandContext.close();
  await creatorContext.close();
}
