// Hiring through to review (issue 19; migrations 20261129100000_hiring_tables and
// 20261129100100_hiring_rules; docs/product/hiring.md). The API roles only read, and only what is
// theirs; every move is a function that checks the caller and the state. This suite walks the
// state machine (each allowed move and the refused ones), the double-blind reveal, the payment
// record, the files' bucket, the administrators' moves and the clock (expiry, automatic approval,
// the review window) with pg_cron's jobs run "as of" a later time.
import { anonClient, directSql, runCronJobs } from '@conecta/supabase-local/testing';
import { CONTRACT_FILE_MAX_BYTES, CONTRACT_FILE_TYPES } from '@/lib/hiring/contract-files';
import { CREATOR, HIRER, signedInAdmin, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

let ana: Person; // creator
let beto: Person; // hirer
let caio: Person; // creator, a third party
let dora: Person; // hirer, a third party
let admin: Person;

beforeAll(async () => {
  [ana, beto, caio, dora, admin] = await Promise.all([
    signUpAs(CREATOR, 'hire-ana'),
    signUpAs(HIRER, 'hire-beto'),
    signUpAs(CREATOR, 'hire-caio'),
    signUpAs(HIRER, 'hire-dora'),
    signedInAdmin(sql, 'hire-admin'),
  ]);
});

const isoDate = (daysFromNow: number) => {
  const d = new Date(Date.now() + daysFromNow * 86_400_000);
  return d.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
};

const TERMS = {
  title: 'Campanha de verão',
  scope: 'Três vídeos curtos para o lançamento da coleção de verão.',
  deliverables: ['3 vídeos verticais de 30 s', 'Legendas'],
  due_date: isoDate(20),
  value_cents: 150_000,
  is_barter: false,
  revisions_included: 1,
  usage_rights: 'Redes sociais da marca',
  usage_months: 12,
};

const creatorReview = { communication: 5, quality: 4, timeliness: 5 };
const hirerReview = { communication: 4, briefing: 5, payment: 5 };

async function propose(from = beto, to = ana, terms: Record<string, unknown> = TERMS) {
  const { data, error } = await from.client.rpc('proposal_send', { creator: to.id, application: null, terms });
  expect(error).toBeNull();
  return data as string;
}

/** A fresh active contract between beto and ana (revisions as given). */
async function contract(revisions = 1): Promise<string> {
  const id = await propose(beto, ana, {
    ...TERMS,
    title: `Contrato ${Math.random().toString(36).slice(2, 8)}`,
    revisions_included: revisions,
  });
  const { data, error } = await ana.client.rpc('proposal_respond', { proposal: id, answer: 'accept' });
  expect(error).toBeNull();
  return data as string;
}

async function deliver(contractId: string, who = ana) {
  return who.client.rpc('contract_deliver', {
    contract: contractId,
    note: 'Segue a entrega',
    links: ['https://exemplo.com/video'],
    files: [],
  });
}

const status = async (id: string) => (await sql`select status from public.contracts where id = ${id}`)[0]?.status;
const events = async (id: string) =>
  (await sql`select kind from public.contract_events where contract_id = ${id} order by id`).map((r) => r.kind);

async function completed(): Promise<string> {
  const id = await contract(0);
  expect((await deliver(id)).error).toBeNull();
  expect((await beto.client.rpc('contract_review_delivery', { contract: id, approve: true })).error).toBeNull();
  return id;
}

describe('the Data API only reads, and only the parties', () => {
  it('refuses every direct write to the hiring tables, whoever asks', async () => {
    const id = await contract();
    const proposalId = (await sql`select proposal_id from public.contracts where id = ${id}`)[0].proposal_id;
    for (const who of [ana, beto, admin]) {
      const up = await who.client.from('contracts').update({ status: 'completed' }).eq('id', id);
      expect(up.error?.code).toBe('42501');
      expect((await who.client.from('proposals').update({ status: 'accepted' }).eq('id', proposalId)).error?.code).toBe('42501');
      expect((await who.client.from('contract_events').insert({ contract_id: id, kind: 'approved' })).error?.code).toBe('42501');
      expect((await who.client.from('deliveries').insert({ contract_id: id, number: 9, links: ['https://x.y'] })).error?.code).toBe(
        '42501',
      );
      expect((await who.client.from('reviews').delete().eq('contract_id', id)).error?.code).toBe('42501');
      expect((await who.client.from('profile_ratings').upsert({ profile_id: who.id, reviews_count: 9 })).error?.code).toBe('42501');
    }
    expect(await status(id)).toBe('active');
  });

  it('a third person and a visitor read nothing of a contract or its proposal', async () => {
    const id = await contract();
    for (const who of [caio, dora]) {
      expect((await who.client.from('contracts').select('id').eq('id', id)).data).toEqual([]);
      expect((await who.client.from('proposals').select('id').eq('creator_id', ana.id)).data).toEqual([]);
      expect((await who.client.from('proposal_rounds').select('id')).data).toEqual([]);
      expect((await who.client.from('contract_events').select('id').eq('contract_id', id)).data).toEqual([]);
      const move = await who.client.rpc('contract_open_dispute', { contract: id, reason: 'Quero atrapalhar' });
      expect(move.error?.code).toBe('PT404');
    }
    const anon = anonClient();
    expect((await anon.from('contracts').select('id')).data ?? []).toEqual([]);
    expect((await anon.rpc('contract_cancel', { contract: id, reason: 'Motivo qualquer' })).error).not.toBeNull();
    expect((await ana.client.from('contracts').select('id, status').eq('id', id)).data).toEqual([{ id, status: 'active' }]);
    expect((await admin.client.from('contracts').select('id').eq('id', id)).data).toEqual([{ id }]);
  });
});

describe('proposals', () => {
  it('only a hirer sends, to a creator, with checked terms', async () => {
    const byCreator = await ana.client.rpc('proposal_send', { creator: caio.id, application: null, terms: TERMS });
    expect(byCreator.error).toMatchObject({ code: '42501', message: 'Só empresas e agências enviam propostas.' });
    const toHirer = await beto.client.rpc('proposal_send', { creator: dora.id, application: null, terms: TERMS });
    expect(toHirer.error).toMatchObject({ code: 'PT404', message: 'Criador não encontrado.' });
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x' }, 'Informe o título da proposta (3 a 120 caracteres).'],
      [{ scope: 'curto' }, 'Descreva o escopo (10 a 4.000 caracteres).'],
      [{ deliverables: [] }, 'Liste de 1 a 20 entregáveis, cada um com até 200 caracteres.'],
      [{ deliverables: ['a'.repeat(201)] }, 'Liste de 1 a 20 entregáveis, cada um com até 200 caracteres.'],
      [{ due_date: isoDate(-2) }, 'Informe uma data de entrega a partir de hoje.'],
      [{ value_cents: 50 }, 'Informe um valor entre R$ 1,00 e R$ 1.000.000,00, ou marque permuta.'],
      [{ revisions_included: 6 }, 'As revisões incluídas vão de 0 a 5.'],
      [{ usage_rights: '' }, 'Descreva os direitos de uso (3 a 1.000 caracteres).'],
      [{ usage_months: 0 }, 'O prazo de uso vai de 1 a 120 meses.'],
    ];
    for (const [change, message] of cases) {
      const res = await dora.client.rpc('proposal_send', { creator: caio.id, application: null, terms: { ...TERMS, ...change } });
      expect(res.error).toMatchObject({ code: '22023', message });
    }
    expect(await sql`select 1 from public.proposals where hirer_id = ${dora.id}`).toEqual([]);
    // 'permuta': no value.
    const barter = await propose(dora, caio, { ...TERMS, is_barter: true, value_cents: null });
    expect((await sql`select value_cents, is_barter from public.proposals where id = ${barter}`)[0]).toEqual({
      value_cents: null,
      is_barter: true,
    });
    const again = await dora.client.rpc('proposal_send', { creator: caio.id, application: null, terms: TERMS });
    expect(again.error).toMatchObject({ code: '23505', message: 'Já existe uma proposta em negociação com este criador.' });
  });

  it('counters go back and forth, each round kept, and accepting makes the contract', async () => {
    const id = await propose();
    const early = await beto.client.rpc('proposal_respond', { proposal: id, answer: 'accept' });
    expect(early.error).toMatchObject({ code: '23514', message: 'Aguarde a resposta da outra parte.' });
    const outsider = await caio.client.rpc('proposal_respond', { proposal: id, answer: 'accept' });
    expect(outsider.error?.code).toBe('PT404');
    const same = await ana.client.rpc('proposal_respond', { proposal: id, answer: 'counter', terms: { value_cents: TERMS.value_cents } });
    expect(same.error?.message).toBe('Uma contraproposta muda o valor, a data ou os dois.');
    expect(
      (await ana.client.rpc('proposal_respond', { proposal: id, answer: 'counter', terms: { value_cents: 200_000, message: 'Meu valor' } }))
        .error,
    ).toBeNull();
    expect(
      (
        await beto.client.rpc('proposal_respond', {
          proposal: id,
          answer: 'counter',
          terms: { value_cents: 180_000, due_date: isoDate(25) },
        })
      ).error,
    ).toBeNull();
    const withdraw = await beto.client.rpc('proposal_withdraw', { proposal: id });
    expect(withdraw.error?.message).toBe('Só é possível retirar uma proposta que ainda não foi respondida.');
    const accepted = await ana.client.rpc('proposal_respond', { proposal: id, answer: 'accept' });
    expect(accepted.error).toBeNull();
    const c = (await sql`select * from public.contracts where id = ${accepted.data}`)[0];
    expect(c).toMatchObject({ status: 'active', value_cents: 180_000, hirer_id: beto.id, creator_id: ana.id, revisions_used: 0 });
    const rounds = await ana.client.from('proposal_rounds').select('round, action, value_cents').eq('proposal_id', id).order('id');
    expect(rounds.data).toEqual([
      { round: 1, action: 'sent', value_cents: 150_000 },
      { round: 2, action: 'countered', value_cents: 200_000 },
      { round: 3, action: 'countered', value_cents: 180_000 },
      { round: 3, action: 'accepted', value_cents: null },
    ]);
    expect(await events(c.id)).toEqual(['created']);
    const notes =
      await sql`select title from public.notifications where profile_id = ${beto.id} and kind in ('proposal_update', 'contract_update') order by created_at`;
    expect(notes.map((n) => n.title)).toEqual(expect.arrayContaining(['Contraproposta recebida', 'Contrato iniciado']));
    const lines = await sql`select m.body from public.messages m join public.conversations v on v.id = m.conversation_id
      where m.kind = 'system' and v.member_a = least(${ana.id}::uuid, ${beto.id}::uuid) and v.member_b = greatest(${ana.id}::uuid, ${beto.id}::uuid)`;
    expect(lines.length).toBeGreaterThanOrEqual(4);
    // The conversation list says its last message is a system line.
    const list = await ana.client.rpc('chat_conversations', {});
    expect(list.data?.find((c: { other_id: string }) => c.other_id === beto.id)).toMatchObject({ last_kind: 'system' });
    const again = await ana.client.rpc('proposal_respond', { proposal: id, answer: 'decline', reason: 'Mudei de ideia' });
    expect(again.error?.message).toBe('Esta proposta não está mais em negociação.');
  });

  it('declining needs a reason; the sender withdraws an unanswered one; only from a selected candidate', async () => {
    const id = await propose(dora, ana);
    const noReason = await ana.client.rpc('proposal_respond', { proposal: id, answer: 'decline', reason: ' ' });
    expect(noReason.error?.message).toBe('Informe o motivo da recusa (3 a 500 caracteres).');
    expect((await ana.client.rpc('proposal_withdraw', { proposal: id })).error?.message).toBe('Só quem enviou a proposta pode retirá-la.');
    expect((await dora.client.rpc('proposal_withdraw', { proposal: id })).error).toBeNull();
    expect((await sql`select status from public.proposals where id = ${id}`)[0].status).toBe('withdrawn');

    const other = await propose(dora, ana);
    expect((await ana.client.rpc('proposal_respond', { proposal: other, answer: 'decline', reason: 'Agenda cheia' })).error).toBeNull();
    expect((await sql`select status, decline_reason from public.proposals where id = ${other}`)[0]).toEqual({
      status: 'declined',
      decline_reason: 'Agenda cheia',
    });

    const [opp] = await sql`insert into public.opportunities (owner_id, title, description, status)
      values (${dora.id}, 'Vaga de teste', 'Uma vaga para testar propostas a candidatos.', 'draft') returning id`;
    const [app] = await sql`insert into public.applications (opportunity_id, creator_id, pitch)
      values (${opp.id}, ${caio.id}, 'Quero muito participar desta campanha!') returning id`;
    const notSelected = await dora.client.rpc('proposal_send', { creator: caio.id, application: app.id, terms: TERMS });
    expect(notSelected.error?.message).toBe('Selecione a candidatura antes de enviar uma proposta.');
    const notOwner = await beto.client.rpc('proposal_send', { creator: caio.id, application: app.id, terms: TERMS });
    expect(notOwner.error?.message).toBe('Candidatura não encontrada.');
    await sql`update public.applications set status = 'selected' where id = ${app.id}`;
    const fromCandidate = await dora.client.rpc('proposal_send', { creator: caio.id, application: app.id, terms: TERMS });
    expect(fromCandidate.error).toBeNull();
    expect((await sql`select opportunity_id from public.proposals where id = ${fromCandidate.data}`)[0].opportunity_id).toBe(opp.id);
  });
});

describe('the contract’s state machine', () => {
  it('each side makes only its own moves', async () => {
    const id = await contract();
    expect((await deliver(id, beto)).error).toMatchObject({ code: '42501', message: 'Só o criador envia entregas.' });
    const approveEarly = await beto.client.rpc('contract_review_delivery', { contract: id, approve: true });
    expect(approveEarly.error).toMatchObject({ code: '23514', message: 'Não há entrega aguardando resposta.' });
    expect((await deliver(id)).error).toBeNull();
    const byCreator = await ana.client.rpc('contract_review_delivery', { contract: id, approve: true });
    expect(byCreator.error).toMatchObject({ code: '42501', message: 'Só quem contratou aprova ou pede alterações.' });
    const pay = await ana.client.rpc('contract_mark_paid', { contract: id, paid_on: isoDate(0) });
    expect(pay.error).toMatchObject({ code: '42501', message: 'Só quem contratou informa o pagamento.' });
    const twice = await deliver(id);
    expect(twice.error?.message).toBe('Não é possível enviar uma entrega neste momento do contrato.');
    expect(await status(id)).toBe('delivered');
  });

  it('delivery → changes (included) → delivery → extra change refused by the creator → approval', async () => {
    const id = await contract(1);
    const empty = await ana.client.rpc('contract_deliver', { contract: id, note: 'nada', links: [], files: [] });
    expect(empty.error?.message).toBe('Envie ao menos um arquivo ou link.');
    const badLink = await ana.client.rpc('contract_deliver', { contract: id, links: ['javascript:alert(1)'] });
    expect(badLink.error?.message).toBe('Informe até 10 links, cada um começando com http:// ou https://.');
    expect((await deliver(id)).error).toBeNull();
    const noComment = await beto.client.rpc('contract_review_delivery', { contract: id, approve: false, comment: '' });
    expect(noComment.error?.message).toBe('Descreva as alterações (5 a 2.000 caracteres).');
    expect(
      (await beto.client.rpc('contract_review_delivery', { contract: id, approve: false, comment: 'Trocar a música' })).error,
    ).toBeNull();
    expect(await status(id)).toBe('changes_requested');
    expect((await deliver(id)).error).toBeNull();
    // The one included revision is used: the next request waits for the creator.
    expect(
      (await beto.client.rpc('contract_review_delivery', { contract: id, approve: false, comment: 'Mais uma mudança' })).error,
    ).toBeNull();
    expect((await sql`select status, extra_revision_comment from public.contracts where id = ${id}`)[0]).toEqual({
      status: 'delivered',
      extra_revision_comment: 'Mais uma mudança',
    });
    const waiting = await beto.client.rpc('contract_review_delivery', { contract: id, approve: true });
    expect(waiting.error?.message).toBe('Aguarde o criador responder ao pedido de revisão extra.');
    expect((await beto.client.rpc('contract_answer_extra_revision', { contract: id, accept: true })).error?.code).toBe('42501');
    expect((await ana.client.rpc('contract_answer_extra_revision', { contract: id, accept: false })).error).toBeNull();
    expect((await beto.client.rpc('contract_review_delivery', { contract: id, approve: true })).error).toBeNull();
    const row = (
      await sql`select status, revisions_used, completed_at, reviews_close_at - completed_at as window from public.contracts where id = ${id}`
    )[0];
    expect(row).toMatchObject({ status: 'completed', revisions_used: 1 });
    expect(row.window).toBe('14 days');
    expect(await events(id)).toEqual([
      'created',
      'delivered',
      'changes_requested',
      'delivered',
      'extra_revision_requested',
      'extra_revision_declined',
      'approved',
    ]);
    const deliveries = await ana.client.from('deliveries').select('number, status').eq('contract_id', id).order('number');
    expect(deliveries.data).toEqual([
      { number: 1, status: 'changes_requested' },
      { number: 2, status: 'approved' },
    ]);
    for (const move of [
      ana.client.rpc('contract_cancel', { contract: id, reason: 'Tarde demais' }),
      ana.client.rpc('contract_open_dispute', { contract: id, reason: 'Tarde demais' }),
      deliver(id),
    ]) {
      expect((await move).error?.code).toBe('23514');
    }
  });

  it('an accepted extra revision counts as one more and reopens the work', async () => {
    const id = await contract(0);
    expect((await deliver(id)).error).toBeNull();
    expect(
      (await beto.client.rpc('contract_review_delivery', { contract: id, approve: false, comment: 'Ajustar o final' })).error,
    ).toBeNull();
    expect((await ana.client.rpc('contract_answer_extra_revision', { contract: id, accept: true })).error).toBeNull();
    expect((await sql`select status, revisions_used from public.contracts where id = ${id}`)[0]).toEqual({
      status: 'changes_requested',
      revisions_used: 1,
    });
  });

  it('cancelling: at once by the hirer before any delivery; afterwards only when both agree', async () => {
    const fresh = await contract();
    expect((await ana.client.rpc('contract_cancel', { contract: fresh, reason: 'ok' })).error?.message).toBe(
      'Informe o motivo do cancelamento (5 a 500 caracteres).',
    );
    expect((await beto.client.rpc('contract_cancel', { contract: fresh, reason: 'A campanha foi adiada' })).error).toBeNull();
    expect(await status(fresh)).toBe('cancelled');

    const id = await contract();
    expect((await deliver(id)).error).toBeNull();
    expect((await beto.client.rpc('contract_cancel', { contract: id, reason: 'Não precisamos mais' })).error).toBeNull();
    expect(await status(id)).toBe('delivered');
    const again = await beto.client.rpc('contract_cancel', { contract: id, reason: 'Não precisamos mais' });
    expect(again.error?.message).toBe('Você já pediu o cancelamento: aguarde a resposta da outra parte.');
    expect((await beto.client.rpc('contract_decline_cancel', { contract: id })).error?.code).toBe('23514');
    expect((await ana.client.rpc('contract_decline_cancel', { contract: id })).error).toBeNull();
    expect((await beto.client.rpc('contract_cancel', { contract: id, reason: 'Pedimos de novo' })).error).toBeNull();
    expect((await ana.client.rpc('contract_cancel', { contract: id, reason: 'Tudo bem, de acordo' })).error).toBeNull();
    expect(await status(id)).toBe('cancelled');
    expect(await events(id)).toEqual(['created', 'delivered', 'cancel_requested', 'cancel_declined', 'cancel_requested', 'cancelled']);
  });

  it('a dispute: either party opens it, only an administrator resolves it, audited', async () => {
    const id = await contract();
    expect((await deliver(id)).error).toBeNull();
    expect((await ana.client.rpc('contract_open_dispute', { contract: id, reason: 'A marca não responde há semanas' })).error).toBeNull();
    expect((await sql`select status, disputed_from from public.contracts where id = ${id}`)[0]).toEqual({
      status: 'disputed',
      disputed_from: 'delivered',
    });
    expect((await deliver(id)).error?.code).toBe('23514');
    for (const who of [ana, beto]) {
      const res = await who.client.rpc('admin_resolve_dispute', { contract: id, outcome: 'completed', reason: 'Resolvido por mim' });
      expect(res.error).toMatchObject({ code: '42501', message: 'Apenas administradores resolvem disputas.' });
    }
    expect(
      (await admin.client.rpc('admin_resolve_dispute', { contract: id, outcome: 'talvez', reason: 'Entrega conferida' })).error?.code,
    ).toBe('22023');
    expect(
      (await admin.client.rpc('admin_resolve_dispute', { contract: id, outcome: 'completed', reason: 'Entrega conferida pela equipe' }))
        .error,
    ).toBeNull();
    expect((await sql`select status, resolution_reason from public.contracts where id = ${id}`)[0]).toEqual({
      status: 'completed',
      resolution_reason: 'Entrega conferida pela equipe',
    });
    const audit = await sql`select action, details->>'outcome' as outcome from public.admin_audit where target_id = ${id}`;
    expect(audit).toEqual([{ action: 'dispute_resolved', outcome: 'completed' }]);
    for (const who of [ana, beto]) {
      const n =
        await sql`select title from public.notifications where profile_id = ${who.id} and link = ${'/contrato/' + id} and title = 'Disputa resolvida'`;
      expect(n).toHaveLength(1);
    }
  });

  it('the payment record: the hirer marks it paid, the creator confirms', async () => {
    const id = await contract();
    expect((await beto.client.rpc('contract_mark_paid', { contract: id, paid_on: isoDate(3) })).error?.message).toBe(
      'Informe a data do pagamento (até hoje).',
    );
    expect((await ana.client.rpc('contract_confirm_payment', { contract: id })).error?.message).toBe(
      'Não há pagamento informado para confirmar.',
    );
    expect((await beto.client.rpc('contract_mark_paid', { contract: id, paid_on: isoDate(0) })).error).toBeNull();
    expect((await beto.client.rpc('contract_mark_paid', { contract: id, paid_on: isoDate(0) })).error?.message).toBe(
      'O pagamento já foi informado.',
    );
    expect((await beto.client.rpc('contract_confirm_payment', { contract: id })).error?.code).toBe('42501');
    expect((await ana.client.rpc('contract_confirm_payment', { contract: id })).error).toBeNull();
    expect((await sql`select payment_status from public.contracts where id = ${id}`)[0].payment_status).toBe('confirmed');
    expect(await events(id)).toEqual(['created', 'payment_marked', 'payment_confirmed']);
  });
});

describe('files of a contract', () => {
  it('the bucket accepts what lib/hiring/contract-files.ts tells people', async () => {
    const [bucket] =
      await sql`select public, file_size_limit::bigint as size, allowed_mime_types from storage.buckets where id = 'contract-files'`;
    expect(bucket).toEqual({ public: false, size: String(CONTRACT_FILE_MAX_BYTES), allowed_mime_types: [...CONTRACT_FILE_TYPES] });
  });

  const pdf = () => new Blob([Buffer.from('%PDF-1.4\n% entrega\n')], { type: 'application/pdf' });

  it('each party uploads into its own folder; the two parties and administrators read; nobody else', async () => {
    const id = await contract();
    const key = `${id}/${ana.id}/roteiro.pdf`;
    expect((await ana.client.storage.from('contract-files').upload(key, pdf(), { contentType: 'application/pdf' })).error).toBeNull();
    expect(
      (await caio.client.storage.from('contract-files').upload(`${id}/${caio.id}/x.pdf`, pdf(), { contentType: 'application/pdf' })).error,
    ).not.toBeNull();
    expect(
      (await beto.client.storage.from('contract-files').upload(`${id}/${ana.id}/x.pdf`, pdf(), { contentType: 'application/pdf' })).error,
    ).not.toBeNull();
    expect((await beto.client.storage.from('contract-files').download(key)).error).toBeNull();
    expect((await admin.client.storage.from('contract-files').download(key)).error).toBeNull();
    expect((await caio.client.storage.from('contract-files').download(key)).data).toBeNull();
    expect((await anonClient().storage.from('contract-files').download(key)).data).toBeNull();

    const outside = await ana.client.rpc('contract_deliver', { contract: id, files: [{ path: `${id}/${beto.id}/x.pdf` }] });
    expect(outside.error?.message).toBe('Os arquivos devem ser enviados para a pasta deste contrato.');
    const missing = await ana.client.rpc('contract_deliver', { contract: id, files: [{ path: `${id}/${ana.id}/nao-existe.pdf` }] });
    expect(missing.error?.message).toBe('Um dos arquivos não foi encontrado: envie-o novamente.');
    expect(
      (await ana.client.rpc('contract_deliver', { contract: id, note: 'Roteiro', files: [{ path: key, name: 'Roteiro.pdf' }] })).error,
    ).toBeNull();
    const files = (await sql`select files from public.deliveries where contract_id = ${id}`)[0].files;
    expect(files).toEqual([{ path: key, name: 'Roteiro.pdf', type: 'application/pdf', size: expect.any(Number) }]);
  });
});

describe('reviews', () => {
  it('nobody reviews before the conclusion, twice, for the wrong side or outside the window', async () => {
    const open = await contract();
    const early = await beto.client.rpc('review_submit', { contract: open, rating: 5, aspects: creatorReview, body: '' });
    expect(early.error?.message).toBe('Só é possível avaliar depois que o contrato for concluído.');
    const id = await completed();
    expect((await caio.client.rpc('review_submit', { contract: id, rating: 5, aspects: hirerReview })).error?.code).toBe('PT404');
    const wrongAspects = await beto.client.rpc('review_submit', { contract: id, rating: 5, aspects: hirerReview });
    expect(wrongAspects.error?.message).toBe('Dê de 1 a 5 estrelas à nota geral e a cada aspecto.');
    expect((await beto.client.rpc('review_submit', { contract: id, rating: 6, aspects: creatorReview })).error?.code).toBe('22023');
    expect(
      (await beto.client.rpc('review_submit', { contract: id, rating: 5, aspects: creatorReview, body: 'x'.repeat(1001) })).error?.message,
    ).toBe('O comentário deve ter no máximo 1.000 caracteres.');
    expect((await beto.client.rpc('review_submit', { contract: id, rating: 5, aspects: creatorReview, body: 'Ótima!' })).error).toBeNull();
    expect((await beto.client.rpc('review_submit', { contract: id, rating: 4, aspects: creatorReview })).error?.message).toBe(
      'Você já avaliou este contrato.',
    );
    await sql`update public.contracts set completed_at = now() - interval '15 days', reviews_close_at = now() - interval '1 day' where id = ${id}`;
    const late = await ana.client.rpc('review_submit', { contract: id, rating: 5, aspects: hirerReview });
    expect(late.error?.message).toBe('O prazo de 14 dias para avaliar este contrato terminou.');
  });

  it('double-blind: hidden from the reviewed person until both are in; then public, frozen, one reply', async () => {
    const id = await completed();
    const before = (await sql`select reviews_count from public.profile_ratings where profile_id = ${ana.id}`)[0]?.reviews_count ?? 0;
    const first = await beto.client.rpc('review_submit', {
      contract: id,
      rating: 5,
      aspects: creatorReview,
      body: 'Entregou antes do prazo.',
    });
    expect(first.error).toBeNull();
    expect((await ana.client.from('reviews').select('id').eq('contract_id', id)).data).toEqual([]);
    expect((await anonClient().from('reviews').select('id').eq('contract_id', id)).data).toEqual([]);
    expect((await beto.client.from('reviews').select('id').eq('contract_id', id)).data).toHaveLength(1);
    expect((await ana.client.rpc('review_reply', { review: first.data, reply: 'Obrigada!' })).error?.code).toBe('PT404');

    expect(
      (await ana.client.rpc('review_submit', { contract: id, rating: 4, aspects: hirerReview, body: 'Briefing claro.' })).error,
    ).toBeNull();
    const visible = await anonClient().from('reviews').select('subject_role, rating').eq('contract_id', id).order('subject_role');
    expect(visible.data).toEqual([
      { subject_role: 'creator', rating: 5 },
      { subject_role: 'hirer', rating: 4 },
    ]);
    const rating = (await anonClient().from('profile_ratings').select('reviews_count').eq('profile_id', ana.id).single()).data;
    expect(rating?.reviews_count).toBe(before + 1);

    expect((await beto.client.rpc('review_reply', { review: first.data, reply: 'Eu respondo?' })).error?.message).toBe(
      'Só a pessoa avaliada pode responder.',
    );
    expect((await ana.client.rpc('review_reply', { review: first.data, reply: 'Obrigada pela parceria!' })).error).toBeNull();
    expect((await ana.client.rpc('review_reply', { review: first.data, reply: 'De novo' })).error?.message).toBe(
      'Você já respondeu a esta avaliação.',
    );
    expect((await beto.client.from('reviews').update({ rating: 1 }).eq('id', first.data)).error?.code).toBe('42501');
  });

  it('an administrator hides a review with a reason: audited, the author told, the rating follows', async () => {
    const id = await completed();
    const r1 = await beto.client.rpc('review_submit', {
      contract: id,
      rating: 1,
      aspects: { communication: 1, quality: 1, timeliness: 1 },
      body: 'Ofensivo',
    });
    await ana.client.rpc('review_submit', { contract: id, rating: 5, aspects: hirerReview });
    const countBefore = (await sql`select reviews_count from public.profile_ratings where profile_id = ${ana.id}`)[0].reviews_count;
    expect((await beto.client.rpc('admin_hide_review', { review: r1.data, reason: 'Linguagem ofensiva' })).error?.code).toBe('42501');
    expect((await admin.client.rpc('admin_hide_review', { review: r1.data, reason: 'Linguagem ofensiva' })).error).toBeNull();
    expect((await anonClient().from('reviews').select('id').eq('id', r1.data)).data).toEqual([]);
    expect((await sql`select reviews_count from public.profile_ratings where profile_id = ${ana.id}`)[0].reviews_count).toBe(
      countBefore - 1,
    );
    expect(await sql`select action from public.admin_audit where target_id = ${r1.data}`).toEqual([{ action: 'review_hidden' }]);
    expect(await sql`select body from public.notifications where profile_id = ${beto.id} and title = 'Sua avaliação foi ocultada'`).toEqual(
      [{ body: 'Motivo: Linguagem ofensiva' }],
    );
  });
});

describe('the clock (pg_cron, run as of a later time)', () => {
  const housekeeping = () => runCronJobs({ jobname: 'hiring-housekeeping', asOf: new Date(Math.ceil(Date.now() / 300_000) * 300_000) });

  it('an unanswered proposal expires after 7 days', async () => {
    const id = await propose(dora, ana, { ...TERMS, title: 'Proposta que expira' });
    await sql`update public.proposals set expires_at = now() - interval '1 minute' where id = ${id}`;
    const runs = await housekeeping();
    expect(runs).toEqual([expect.objectContaining({ jobname: 'hiring-housekeeping', status: 'succeeded' })]);
    expect((await sql`select status, awaiting from public.proposals where id = ${id}`)[0]).toEqual({ status: 'expired', awaiting: null });
    const late = await ana.client.rpc('proposal_respond', { proposal: id, answer: 'accept' });
    expect(late.error?.message).toBe('Esta proposta não está mais em negociação.');
  });

  it('a delivery left unanswered for 7 days is approved; the review window closes and reveals', async () => {
    const id = await contract();
    expect((await deliver(id)).error).toBeNull();
    await sql`update public.deliveries set submitted_at = now() - interval '6 days 23 hours' where contract_id = ${id}`;
    await housekeeping();
    expect(await status(id)).toBe('delivered');
    await sql`update public.deliveries set submitted_at = now() - interval '7 days 1 minute' where contract_id = ${id}`;
    await housekeeping();
    expect(await status(id)).toBe('completed');
    expect(await events(id)).toEqual(['created', 'delivered', 'auto_approved']);
    expect((await sql`select auto_approved from public.deliveries where contract_id = ${id}`)[0].auto_approved).toBe(true);

    const only = await beto.client.rpc('review_submit', { contract: id, rating: 4, aspects: creatorReview });
    expect(only.error).toBeNull();
    await housekeeping();
    expect((await ana.client.from('reviews').select('id').eq('id', only.data)).data).toEqual([]);
    await sql`update public.contracts set reviews_close_at = now() - interval '1 minute' where id = ${id}`;
    await housekeeping();
    expect((await ana.client.from('reviews').select('id').eq('id', only.data)).data).toEqual([{ id: only.data }]);
  });
});
