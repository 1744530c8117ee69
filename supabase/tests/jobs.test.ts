// Jobs (issue 9): the RLS matrix of opportunities, applications, screening and invites (creator,
// another creator, owner hirer, another hirer, administrator, anonymous), the status rules of
// the guard triggers, the counts and the notifications they send, and the Portuguese search.
import { anonClient, directSql } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

let admin: Person;
let creator: Person;
let otherCreator: Person;
let owner: Person;
let otherHirer: Person;
let openId: string;
let draftId: string;
let screeningId: string;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const complete = (tag: string) => ({
  title: `Fotógrafo para campanha ${tag}`,
  description: 'Ensaio de produto para a campanha de verão, com fotos em estúdio e externas.',
  content_type_ids: [] as string[],
  platforms: ['Instagram'],
  deliverables: '20 fotos tratadas',
  application_deadline: inDays(10),
  pay_type: 'fixo',
  budget_min: 150000,
  budget_max: 150000,
});

beforeAll(async () => {
  [admin, creator, otherCreator, owner, otherHirer] = await Promise.all([
    signUpAs(null, 'jobsadmin'),
    signUpAs(CREATOR, 'jobscreator'),
    signUpAs(CREATOR, 'jobscreator2'),
    signUpAs(HIRER, 'jobsowner'),
    signUpAs(HIRER, 'jobshirer2'),
  ]);
  await sql`update public.profiles set category = 'administrador' where id = ${admin.id}`;
  const [service] = await sql`select id from public.service_types where name = 'Fotografia'`;
  const [content] = await sql`select id from public.content_types order by position limit 1`;
  const base = { ...complete('RLS'), service_type_id: service.id, content_type_ids: [content.id], owner_id: owner.id };
  const open = await owner.client
    .from('opportunities')
    .insert({ ...base, status: 'open' })
    .select('id')
    .single();
  expect(open.error).toBeNull();
  openId = open.data!.id;
  const draft = await owner.client
    .from('opportunities')
    .insert({ ...base, title: 'Rascunho de oportunidade' })
    .select('id')
    .single();
  draftId = draft.data!.id;
  const screening = await owner.client
    .from('opportunity_screening')
    .insert({ opportunity_id: openId, text: 'Qual é o seu portfólio?', kind: 'url', must_have: true })
    .select('id')
    .single();
  expect(screening.error).toBeNull();
  screeningId = screening.data!.id;
});

describe('opportunities', () => {
  it('signed-in users read open ones; drafts only their owner and administrators; anonymous nothing', async () => {
    for (const p of [creator, otherHirer, owner, admin]) {
      const { data } = await p.client.from('opportunities').select('id').eq('id', openId);
      expect(data).toHaveLength(1);
    }
    for (const [p, n] of [
      [creator, 0],
      [otherHirer, 0],
      [owner, 1],
      [admin, 1],
    ] as const) {
      const { data } = await p.client.from('opportunities').select('id').eq('id', draftId);
      expect(data).toHaveLength(n);
    }
    const anon = await anonClient().from('opportunities').select('id').eq('id', openId);
    expect(anon.data ?? []).toHaveLength(0);
  });

  it('only hirers create, for themselves; nobody else updates or deletes', async () => {
    const byCreator = await creator.client.from('opportunities').insert({ ...complete('x'), owner_id: creator.id });
    expect(byCreator.error?.code).toBe('42501');
    const forOther = await otherHirer.client.from('opportunities').insert({ ...complete('y'), owner_id: owner.id });
    expect(forOther.error?.code).toBe('42501');
    const upd = await otherHirer.client.from('opportunities').update({ title: 'Tomada por outra empresa' }).eq('id', openId).select('id');
    expect(upd.data ?? []).toHaveLength(0);
    const del = await otherHirer.client.from('opportunities').delete().eq('id', draftId).select('id');
    expect(del.data ?? []).toHaveLength(0);
    const ownOpenDelete = await owner.client.from('opportunities').delete().eq('id', openId).select('id');
    expect(ownOpenDelete.data ?? []).toHaveLength(0);
  });

  it('checks every rule: title length, budget order, deadline, status moves, counts', async () => {
    const short = await owner.client.from('opportunities').insert({ ...complete('z'), title: 'Curto', owner_id: owner.id });
    expect(short.error?.code).toBe('23514');
    const budget = await owner.client
      .from('opportunities')
      .insert({ ...complete('w'), owner_id: owner.id, pay_type: 'faixa', budget_min: 5, budget_max: 1 });
    expect(budget.error?.code).toBe('23514');
    const negative = await owner.client.from('opportunities').insert({ ...complete('v'), owner_id: owner.id, budget_min: -1 });
    expect(negative.error?.code).toBe('23514');
    const incomplete = await owner.client.from('opportunities').update({ status: 'open', deliverables: null }).eq('id', draftId);
    expect(incomplete.error?.code).toBe('23514');
    const back = await owner.client.from('opportunities').update({ status: 'draft' }).eq('id', openId);
    expect(back.error?.code).toBe('23514');
    const counts = await owner.client
      .from('opportunities')
      .update({ applications_count: 99 } as never)
      .eq('id', openId);
    expect(counts.error?.code).toBe('42501');
  });

  it('finds "Fotógrafo" by "fotografo"', async () => {
    const { data, error } = await creator.client.rpc('search_opportunities', { q: 'fotografo campanha rls' });
    expect(error).toBeNull();
    expect((data ?? []).map((r: { id: string }) => r.id)).toContain(openId);
  });
});

describe('applications', () => {
  let applicationId: string;

  it('a creator applies once, with the must-have answers, never to a draft or their own', async () => {
    const noAnswer = await creator.client
      .from('applications')
      .insert({ opportunity_id: openId, creator_id: creator.id, pitch: 'Tenho portfólio de fotografia de produto.' });
    expect(noAnswer.error?.message).toBe('Responda todas as perguntas obrigatórias.');
    const answers = { [screeningId]: 'https://exemplo.com/portfolio' };
    const forged = await creator.client
      .from('applications')
      .insert({
        opportunity_id: openId,
        creator_id: creator.id,
        pitch: 'Tenho portfólio de fotografia de produto.',
        answers,
        status: 'selected',
      })
      .select('id, status')
      .single();
    expect(forged.error).toBeNull();
    expect(forged.data!.status).toBe('pending');
    applicationId = forged.data!.id;
    const twice = await creator.client
      .from('applications')
      .insert({ opportunity_id: openId, creator_id: creator.id, pitch: 'Tenho portfólio de fotografia de produto.', answers });
    expect(twice.error?.code).toBe('23505');
    const draft = await creator.client
      .from('applications')
      .insert({ opportunity_id: draftId, creator_id: creator.id, pitch: 'Tenho portfólio de fotografia de produto.' });
    expect(draft.error).not.toBeNull();
    const asHirer = await otherHirer.client
      .from('applications')
      .insert({ opportunity_id: openId, creator_id: otherHirer.id, pitch: 'Não sou criador mas quero tentar.', answers });
    expect(asHirer.error?.code).toBe('42501');
    const forOther = await creator.client
      .from('applications')
      .insert({ opportunity_id: openId, creator_id: otherCreator.id, pitch: 'Candidatura em nome de outra pessoa.', answers });
    expect(forOther.error?.code).toBe('42501');
  });

  it('the owner is told and counts move; nobody else reads the application', async () => {
    const [{ n }] =
      await sql`select count(*)::int as n from public.notifications where profile_id = ${owner.id} and kind = 'application_received'`;
    expect(n).toBe(1);
    const opp = await owner.client.from('opportunities').select('applications_count, unviewed_count').eq('id', openId).single();
    expect(opp.data).toEqual({ applications_count: 1, unviewed_count: 1 });
    for (const [p, n] of [
      [creator, 1],
      [owner, 1],
      [admin, 1],
      [otherCreator, 0],
      [otherHirer, 0],
    ] as const) {
      const { data } = await p.client.from('applications').select('id').eq('id', applicationId);
      expect(data).toHaveLength(n);
    }
    const anon = await anonClient().from('applications').select('id');
    expect(anon.data ?? []).toHaveLength(0);
  });

  it('the creator never changes the status; the owner changes only status, reason and viewed_at', async () => {
    const self = await creator.client.from('applications').update({ status: 'selected' }).eq('id', applicationId);
    expect(self.error?.code).toBe('42501');
    const pitch = await owner.client.from('applications').update({ pitch: 'Proposta reescrita pela empresa.' }).eq('id', applicationId);
    expect(pitch.error?.code).toBe('42501');
    const stranger = await otherHirer.client.from('applications').update({ status: 'selected' }).eq('id', applicationId).select('id');
    expect(stranger.data ?? []).toHaveLength(0);
    const noReason = await owner.client.from('applications').update({ status: 'discarded' }).eq('id', applicationId);
    expect(noReason.error?.code).toBe('23514');
    const select = await owner.client
      .from('applications')
      .update({ status: 'selected' })
      .eq('id', applicationId)
      .select('status, decided_at, viewed_at')
      .single();
    expect(select.data).toMatchObject({ status: 'selected' });
    expect(select.data!.decided_at).not.toBeNull();
    const notes = await creator.client.from('notifications').select('kind, title, link').eq('kind', 'application_selected');
    expect(notes.data).toEqual([
      { kind: 'application_selected', title: 'Sua candidatura foi selecionada!', link: '/jobs/minhasoportunidades' },
    ]);
    const withdraw = await creator.client.from('applications').delete().eq('id', applicationId).select('id');
    expect(withdraw.data ?? []).toHaveLength(0);
    const undo = await owner.client
      .from('applications')
      .update({ status: 'pending' })
      .eq('id', applicationId)
      .select('status, decided_at')
      .single();
    expect(undo.data).toEqual({ status: 'pending', decided_at: null });
  });

  it('a material change of a published opportunity notifies its applicants', async () => {
    const { error } = await owner.client.from('opportunities').update({ budget_min: 180000, budget_max: 180000 }).eq('id', openId);
    expect(error).toBeNull();
    const notes = await creator.client.from('notifications').select('link').eq('kind', 'opportunity_changed');
    expect(notes.data).toEqual([{ link: `/jobs/opportunities?id=${openId}` }]);
  });

  it('a creator withdraws a pending application', async () => {
    const { data } = await creator.client.from('applications').delete().eq('id', applicationId).select('id');
    expect(data).toHaveLength(1);
    const opp = await owner.client.from('opportunities').select('applications_count').eq('id', openId).single();
    expect(opp.data).toEqual({ applications_count: 0 });
  });
});

describe('screening and invites', () => {
  it('only the owner writes screening questions', async () => {
    const ins = await otherHirer.client
      .from('opportunity_screening')
      .insert({ opportunity_id: openId, text: 'Pergunta intrusa?', kind: 'text' });
    expect(ins.error?.code).toBe('42501');
    const read = await creator.client.from('opportunity_screening').select('id').eq('opportunity_id', openId);
    expect(read.data).toHaveLength(1);
    const draftRead = await creator.client.from('opportunity_screening').select('id').eq('opportunity_id', draftId);
    expect(draftRead.data ?? []).toHaveLength(0);
  });

  it('the owner invites a creator once; the creator is told; others cannot invite or read', async () => {
    const forged = await otherHirer.client.from('opportunity_invites').insert({ opportunity_id: openId, creator_id: otherCreator.id });
    expect(forged.error?.code).toBe('42501');
    const ok = await owner.client.from('opportunity_invites').insert({ opportunity_id: openId, creator_id: otherCreator.id });
    expect(ok.error).toBeNull();
    const twice = await owner.client.from('opportunity_invites').insert({ opportunity_id: openId, creator_id: otherCreator.id });
    expect(twice.error?.code).toBe('23505');
    const notes = await otherCreator.client.from('notifications').select('kind, link');
    expect(notes.data).toEqual([{ kind: 'opportunity_invite', link: `/jobs/opportunities?id=${openId}` }]);
    const peek = await creator.client.from('opportunity_invites').select('id').eq('opportunity_id', openId);
    expect(peek.data ?? []).toHaveLength(0);
  });
});
