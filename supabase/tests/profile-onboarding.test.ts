// Creator onboarding data: services, content types and answers belong to their owner; the
// category is chosen once and never as 'administrador'; the wizard step is the owner's to keep.
import { directSql } from '@conecta/supabase-local/testing';
import { ADMIN, CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

let ana: Person;
let beto: Person;
const ids: Record<string, string> = {};

async function idOf(table: string, column: string, value: string): Promise<string> {
  const [row] = await sql`select id from ${sql('public.' + table)} where ${sql(column)} = ${value}`;
  return row.id;
}

beforeAll(async () => {
  [ana, beto] = await Promise.all([signUpAs(CREATOR, 'onb-ana'), signUpAs(CREATOR, 'onb-beto')]);
  ids.ugc = await idOf('service_types', 'name', 'Conteúdo UGC');
  ids.photo = await idOf('service_types', 'name', 'Fotografia');
  ids.stories = await idOf('content_types', 'name', 'Stories');
  ids.years = await idOf('service_questions', 'text', 'Há quanto tempo você trabalha com criação de conteúdo?');
  ids.platforms = await idOf('service_questions', 'text', 'Em quais plataformas você publica?');
  ids.days = await idOf('service_questions', 'text', 'Qual é o seu prazo médio de entrega, em dias?');
  ids.voice = await idOf('service_questions', 'text', 'Link de uma amostra da sua voz');
  ids.story = await idOf('service_questions', 'text', 'Conte sobre um trabalho com marca do qual você se orgulha.');
});

describe('category', () => {
  it('is chosen once from no category, never as administrador', async () => {
    const p = await signUpAs(null, 'onb-cat');
    const admin = await p.client.from('profiles').update({ category: ADMIN }).eq('id', p.id);
    expect(admin.error).toMatchObject({ code: '42501', message: 'Não é permitido escolher a categoria administrador.' });
    const chosen = await p.client.from('profiles').update({ category: HIRER }).eq('id', p.id).select('category').single();
    expect(chosen).toMatchObject({ error: null, data: { category: HIRER } });
    const again = await p.client.from('profiles').update({ category: CREATOR }).eq('id', p.id);
    expect(again.error?.code).toBe('42501');
  });
});

describe('wizard step', () => {
  it('starts at 1, is saved by the owner and stays within 1–4', async () => {
    const own = await ana.client.from('profiles').select('onboarding_step').eq('id', ana.id).single();
    expect(own.data).toEqual({ onboarding_step: 1 });
    const saved = await ana.client.from('profiles').update({ onboarding_step: 3 }).eq('id', ana.id).select('onboarding_step').single();
    expect(saved.data).toEqual({ onboarding_step: 3 });
    const bad = await ana.client.from('profiles').update({ onboarding_step: 5 }).eq('id', ana.id);
    expect(bad.error?.code).toBe('23514');
    const other = await beto.client.from('profiles').update({ onboarding_step: 4 }).eq('id', ana.id).select();
    expect(other).toMatchObject({ error: null, data: [] });
    expect((await sql`select onboarding_step from public.profiles where id = ${ana.id}`)[0].onboarding_step).toBe(3);
  });
});

describe('services and content types', () => {
  it('the owner adds and removes their own; everyone signed in reads them', async () => {
    const added = await ana.client.from('profile_service_types').insert([
      { profile_id: ana.id, service_type_id: ids.ugc },
      { profile_id: ana.id, service_type_id: ids.photo },
    ]);
    expect(added.error).toBeNull();
    expect((await ana.client.from('profile_content_types').insert({ profile_id: ana.id, content_type_id: ids.stories })).error).toBeNull();

    const seen = await beto.client.from('profile_service_types').select('service_types(name)').eq('profile_id', ana.id);
    expect(seen.data!.map((r: any) => r.service_types.name).sort()).toEqual(['Conteúdo UGC', 'Fotografia']);

    const removed = await ana.client
      .from('profile_service_types')
      .delete()
      .eq('profile_id', ana.id)
      .eq('service_type_id', ids.photo)
      .select('service_type_id');
    expect(removed.data).toEqual([{ service_type_id: ids.photo }]);
  });

  it('nobody adds or removes rows of another profile', async () => {
    const forged = await beto.client.from('profile_service_types').insert({ profile_id: ana.id, service_type_id: ids.photo });
    expect(forged.error?.code).toBe('42501');
    const forgedContent = await beto.client.from('profile_content_types').insert({ profile_id: ana.id, content_type_id: ids.stories });
    expect(forgedContent.error?.code).toBe('42501');
    const removed = await beto.client.from('profile_service_types').delete().eq('profile_id', ana.id).select();
    expect(removed).toMatchObject({ error: null, data: [] });
    expect(await sql`select service_type_id from public.profile_service_types where profile_id = ${ana.id}`).toEqual([
      { service_type_id: ids.ugc },
    ]);
  });

  it('inactive options are not offered anew but stay on old records', async () => {
    const [{ id }] = await sql`insert into public.service_types (name) values ('Serviço que sai de linha') returning id`;
    expect((await beto.client.from('profile_service_types').insert({ profile_id: beto.id, service_type_id: id })).error).toBeNull();
    await sql`update public.service_types set active = false where id = ${id}`;
    const again = await ana.client.from('profile_service_types').insert({ profile_id: ana.id, service_type_id: id });
    expect(again.error?.code).toBe('42501');
    expect(await sql`select 1 from public.profile_service_types where profile_id = ${beto.id} and service_type_id = ${id}`).toHaveLength(1);
  });
});

describe('answers', () => {
  it('the owner answers with values that fit each kind of question', async () => {
    const { error } = await ana.client.from('profile_answers').upsert([
      { profile_id: ana.id, question_id: ids.years, answer: '1 a 3 anos' },
      { profile_id: ana.id, question_id: ids.platforms, answer: ['Instagram', 'TikTok'] },
      { profile_id: ana.id, question_id: ids.days, answer: 5 },
      { profile_id: ana.id, question_id: ids.voice, answer: 'https://ana.example.test/voz' },
      { profile_id: ana.id, question_id: ids.story, answer: 'Campanha de verão para uma marca de protetor solar.' },
    ]);
    expect(error).toBeNull();
    const changed = await ana.client
      .from('profile_answers')
      .upsert({ profile_id: ana.id, question_id: ids.days, answer: 7 })
      .select('answer')
      .single();
    expect(changed.data).toEqual({ answer: 7 });
  });

  it.each([
    ['years', 'Dez anos'],
    ['years', ['1 a 3 anos']],
    ['platforms', []],
    ['platforms', ['Instagram', 'Orkut']],
    ['platforms', ['Instagram', 'Instagram']],
    ['days', '5'],
    ['voice', 'javascript:alert(1)'],
    ['story', '   '],
  ])('rejects %s = %j', async (question, answer) => {
    const { error } = await ana.client.from('profile_answers').upsert({ profile_id: ana.id, question_id: ids[question], answer });
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/^Resposta inválida para a pergunta/);
  });

  it('are private to their owner (and administrators)', async () => {
    const peek = await beto.client.from('profile_answers').select('answer').eq('profile_id', ana.id);
    expect(peek).toMatchObject({ error: null, data: [] });
    const admin = await signUpAs(null, 'onb-admin');
    await sql`update public.profiles set category = ${ADMIN} where id = ${admin.id}`;
    const all = await admin.client.from('profile_answers').select('question_id').eq('profile_id', ana.id);
    expect(all.data).toHaveLength(5);
  });

  it('nobody writes or removes the answers of another profile', async () => {
    const forged = await beto.client.from('profile_answers').insert({ profile_id: ana.id, question_id: ids.days, answer: 1 });
    expect(forged.error?.code).toBe('42501');
    const changed = await beto.client.from('profile_answers').update({ answer: 99 }).eq('profile_id', ana.id).select();
    expect(changed).toMatchObject({ error: null, data: [] });
    const removed = await beto.client.from('profile_answers').delete().eq('profile_id', ana.id).select();
    expect(removed).toMatchObject({ error: null, data: [] });
    const [row] = await sql`select answer from public.profile_answers where profile_id = ${ana.id} and question_id = ${ids.days}`;
    expect(row.answer).toBe(7);
  });

  it('ask for the portfolio nowhere: step 3 holds it, photography asks what kinds of photos instead', async () => {
    const photography = await sql`
      select text, kind, active, required from public.service_questions where service_type_id = ${ids.photo} order by position`;
    expect(photography).toEqual([
      { text: 'Link do seu portfólio de fotografia', kind: 'url', active: false, required: true },
      { text: 'Que tipos de fotografia você faz?', kind: 'multiple', active: true, required: true },
    ]);
    const offered = await ana.client.from('service_questions').select('text').eq('active', true).ilike('text', '%portf%');
    expect(offered).toMatchObject({ error: null, data: [] });
    const [{ id }] = await sql`select id from public.service_questions where text = 'Link do seu portfólio de fotografia'`;
    const late = await beto.client
      .from('profile_answers')
      .insert({ profile_id: beto.id, question_id: id, answer: 'https://beto.example.test' });
    expect(late.error?.code).toBe('42501');
  });

  it('inactive questions take no new answers', async () => {
    const [{ id }] =
      await sql`insert into public.service_questions (text, kind, active) values ('Pergunta desativada?', 'text', false) returning id`;
    const { error } = await beto.client.from('profile_answers').insert({ profile_id: beto.id, question_id: id, answer: 'Sim' });
    expect(error?.code).toBe('42501');
  });
});
