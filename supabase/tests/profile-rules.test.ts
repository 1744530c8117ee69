// Profile rules in the database (issue 7 item 10): a creator cannot finish onboarding through
// the Data API without what the wizard asks for, company fields belong to hirers and creator
// fields to creators. Each attack is a PATCH through supabase-js as that role; nothing changes.
import { directSql, serviceClient } from '@conecta/supabase-local/testing';
import { ADMIN, CREATOR, HIRER, jwtPayload, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

async function row(id: string) {
  const [r] = await sql`select * from public.profiles where id = ${id}`;
  return r;
}

async function expectRefused(p: Person, changes: Record<string, unknown>, message?: RegExp) {
  const before = await row(p.id);
  const { error } = await p.client.from('profiles').update(changes).eq('id', p.id);
  expect(error?.code).toBe('42501');
  if (message) expect(error?.message).toMatch(message);
  const after = await row(p.id);
  expect(after).toEqual(before);
}

const STEP1 = {
  headline: 'Criadora de vídeos curtos',
  city: 'Recife',
  state: 'PE',
  bio: 'Faço vídeos curtos de gastronomia e viagens para marcas.',
};
const STEP3 = { instagram_url: 'https://instagram.com/criadora.teste', followers_range: '1 mil a 10 mil' };

describe('finishing the creator onboarding', () => {
  let creator: Person;
  beforeAll(async () => {
    creator = await signUpAs(CREATOR, 'rules-c');
  });

  it('is refused with nothing filled in (the /feed bypass of the issue)', async () => {
    await expectRefused(creator, { onboarding_completed: true }, /etapa 1/);
    const { data } = await creator.client.auth.refreshSession();
    expect(jwtPayload(data.session!.access_token).gate).toMatchObject({ category: CREATOR, onboarding_completed: false });
  });

  it('names the first incomplete step until every step is complete, then succeeds', async () => {
    await expectRefused(creator, { onboarding_completed: true, ...STEP1 }, /etapa 2/);
    expect((await creator.client.from('profiles').update(STEP1).eq('id', creator.id)).error).toBeNull();
    await expectRefused(creator, { onboarding_completed: true }, /etapa 2/);

    const [service] = await sql`select id from public.service_types where name = 'Fotografia'`;
    const [content] = await sql`select id from public.content_types where active order by position limit 1`;
    expect(
      (await creator.client.from('profile_service_types').insert({ profile_id: creator.id, service_type_id: service.id })).error,
    ).toBeNull();
    await expectRefused(creator, { onboarding_completed: true }, /etapa 2/);
    expect(
      (await creator.client.from('profile_content_types').insert({ profile_id: creator.id, content_type_id: content.id })).error,
    ).toBeNull();
    await expectRefused(creator, { onboarding_completed: true }, /etapa 3/);

    await expectRefused(creator, { onboarding_completed: true, followers_range: '1 mil a 10 mil' }, /etapa 3/);
    expect((await creator.client.from('profiles').update(STEP3).eq('id', creator.id)).error).toBeNull();
    await expectRefused(creator, { onboarding_completed: true }, /etapa 4/);

    // The required questions: the general ones and those of photography.
    const questions = await sql<{ id: string; kind: string; options: string[] }[]>`
      select id, kind, options from public.service_questions
      where active and required and (service_type_id is null or service_type_id = ${service.id})`;
    expect(questions.length).toBeGreaterThan(2);
    const answer = (q: { kind: string; options: string[] }) =>
      ({ single: q.options[0], multiple: [q.options[0]], number: 5, url: 'https://exemplo.com.br/portfolio', text: 'Uma resposta.' })[
        q.kind
      ];
    const [last, ...rest] = questions;
    for (const q of rest) {
      expect(
        (await creator.client.from('profile_answers').insert({ profile_id: creator.id, question_id: q.id, answer: answer(q) })).error,
      ).toBeNull();
    }
    await expectRefused(creator, { onboarding_completed: true }, /etapa 4/);
    expect(
      (await creator.client.from('profile_answers').insert({ profile_id: creator.id, question_id: last.id, answer: answer(last) })).error,
    ).toBeNull();

    const { error } = await creator.client.from('profiles').update({ onboarding_completed: true, onboarding_step: 4 }).eq('id', creator.id);
    expect(error).toBeNull();
    expect((await row(creator.id)).onboarding_completed).toBe(true);
  });

  it('is refused to hirers and to accounts without a category', async () => {
    const [hirer, nobody] = await Promise.all([signUpAs(HIRER, 'rules-h1'), signUpAs(null, 'rules-n1')]);
    await expectRefused(hirer, { onboarding_completed: true });
    await expectRefused(nobody, { onboarding_completed: true });
  });

  it('a flag left from before the category was chosen does not skip the wizard', async () => {
    const nobody = await signUpAs(null, 'rules-n2');
    expect((await serviceClient().from('profiles').update({ onboarding_completed: true }).eq('id', nobody.id)).error).toBeNull();
    expect((await nobody.client.from('profiles').update({ category: CREATOR }).eq('id', nobody.id)).error).toBeNull();
    expect(await row(nobody.id)).toMatchObject({ category: CREATOR, onboarding_completed: false });
  });
});

describe('company fields belong to hirers', () => {
  it.each([
    ['type', 'Sou uma Marca'],
    ['company_name', 'Empresa Falsa'],
    ['company_category', 'Cosméticos'],
    ['company_segment', 'Beleza'],
    ['legal_name', 'Empresa Falsa Ltda.'],
    ['agency_service_types', ['Branding']],
  ])('a creator cannot set %s', async (field, value) => {
    const creator = await signUpAs(CREATOR, 'rules-c2');
    await expectRefused(creator, { [field]: value }, /apenas para quem contrata/);
  });

  it('a creator cannot set logo_url, not even to a picture of their own folder', async () => {
    const creator = await signUpAs(CREATOR, 'rules-c3');
    await expectRefused(creator, { logo_url: `/storage/v1/object/public/logos/${creator.id}/logo-1-x.png` });
  });

  it('an account without a category cannot set them either; a hirer can', async () => {
    const [nobody, hirer] = await Promise.all([signUpAs(null, 'rules-n3'), signUpAs(HIRER, 'rules-h2')]);
    await expectRefused(nobody, { type: 'Sou uma Agência', company_name: 'X' });
    const { error } = await hirer.client
      .from('profiles')
      .update({ type: 'Sou uma Agência', company_name: 'Agência Boa', agency_service_types: ['Branding'] })
      .eq('id', hirer.id);
    expect(error).toBeNull();
  });

  it('choosing the hirer category and filling the company in one update is fine', async () => {
    const nobody = await signUpAs(null, 'rules-n4');
    const { error } = await nobody.client
      .from('profiles')
      .update({ category: HIRER, type: 'Sou uma Marca', company_name: 'Nova Marca' })
      .eq('id', nobody.id);
    expect(error).toBeNull();
  });
});

describe('creator fields belong to creators', () => {
  it.each([
    ['headline', 'Sou uma marca'],
    ['bio', 'Bio de empresa'],
    ['tiktok_url', 'https://www.tiktok.com/@marca'],
    ['youtube_url', 'https://www.youtube.com/@marca'],
    ['website_url', 'https://marca.com.br/'],
    ['portfolio_urls', ['https://behance.net/marca']],
    ['followers_range', '1 mil a 10 mil'],
    ['price_from', 10000],
    ['languages', ['Português']],
  ])('a hirer cannot set %s', async (field, value) => {
    const hirer = await signUpAs(HIRER, 'rules-h3');
    await expectRefused(hirer, { [field]: value }, /apenas para quem oferece serviços/);
  });

  it('a hirer cannot add services, content types or onboarding answers', async () => {
    const hirer = await signUpAs(HIRER, 'rules-h4');
    const [service] = await sql`select id from public.service_types where active limit 1`;
    const [content] = await sql`select id from public.content_types where active limit 1`;
    const [question] = await sql`select id from public.service_questions where active and kind = 'number' limit 1`;
    expect(
      (await hirer.client.from('profile_service_types').insert({ profile_id: hirer.id, service_type_id: service.id })).error?.code,
    ).toBe('42501');
    expect(
      (await hirer.client.from('profile_content_types').insert({ profile_id: hirer.id, content_type_id: content.id })).error?.code,
    ).toBe('42501');
    expect(
      (await hirer.client.from('profile_answers').insert({ profile_id: hirer.id, question_id: question.id, answer: 3 })).error?.code,
    ).toBe('42501');
    const [rows] = await sql`select (select count(*)::int from public.profile_service_types where profile_id = ${hirer.id})
      + (select count(*)::int from public.profile_content_types where profile_id = ${hirer.id})
      + (select count(*)::int from public.profile_answers where profile_id = ${hirer.id}) as n`;
    expect(rows.n).toBe(0);
  });

  it('clearing a field is always allowed', async () => {
    const hirer = await signUpAs(HIRER, 'rules-h5');
    await sql`update public.profiles set headline = 'Antiga apresentação' where id = ${hirer.id}`;
    const { error } = await hirer.client.from('profiles').update({ headline: null }).eq('id', hirer.id);
    expect(error).toBeNull();
    expect((await row(hirer.id)).headline).toBeNull();
  });
});

describe('administrators', () => {
  it('may still correct any of these fields', async () => {
    const [admin, creator] = await Promise.all([signUpAs(null, 'rules-a'), signUpAs(CREATOR, 'rules-c4')]);
    await sql`update public.profiles set category = ${ADMIN} where id = ${admin.id}`;
    const { error } = await admin.client
      .from('profiles')
      .update({ company_name: 'Correção', onboarding_completed: true })
      .eq('id', creator.id);
    expect(error).toBeNull();
  });
});
