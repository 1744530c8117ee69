// A company's description and website (supabase/migrations/20261128400000_company_about.sql): the
// hirer writes its own, checked by the table; creators, category-less accounts and other people
// cannot write them; every signed-in user reads them through public_profiles; they never change
// what the gate counts as complete.
import { directSql } from '@conecta/supabase-local/testing';
import { ADMIN, CREATOR, DEMO, HIRER, jwtPayload, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

async function about(id: string) {
  const [r] = await sql`select company_description, company_website from public.profiles where id = ${id}`;
  return r;
}

let brand: Person;
let other: Person;
let creator: Person;
beforeAll(async () => {
  [brand, other, creator] = await Promise.all([signUpAs(HIRER, 'about-b'), signUpAs(HIRER, 'about-o'), signUpAs(CREATOR, 'about-c')]);
  await sql`update public.profiles set type = 'Sou uma Marca' where id = ${brand.id}`;
});

describe('the hirer', () => {
  it('writes its own description and website, and reads them back', async () => {
    const saved = await brand.client
      .from('profiles')
      .update({
        company_description: 'Cosméticos veganos.\nProcuramos criadoras de beleza.',
        company_website: 'https://marca.exemplo.com.br/',
      })
      .eq('id', brand.id)
      .select('company_description, company_website')
      .single();
    expect(saved).toMatchObject({
      error: null,
      data: {
        company_description: 'Cosméticos veganos.\nProcuramos criadoras de beleza.',
        company_website: 'https://marca.exemplo.com.br/',
      },
    });
  });

  it.each([
    ['company_description', 'a'.repeat(501)],
    ['company_description', '   '],
    ['company_website', 'http://marca.exemplo.com.br/'],
    ['company_website', 'javascript:alert(1)'],
    ['company_website', 'https://usuario:senha@marca.exemplo.com.br/'],
    ['company_website', 'https://marca'],
  ])('is refused %s = %j by the table', async (column, value) => {
    const before = await about(brand.id);
    const { error } = await brand.client
      .from('profiles')
      .update({ [column]: value })
      .eq('id', brand.id);
    expect(error?.code).toBe('23514');
    expect(await about(brand.id)).toEqual(before);
  });

  it('may clear them', async () => {
    const person = await signUpAs(HIRER, 'about-clear');
    await sql`update public.profiles set company_description = 'Antiga', company_website = 'https://antiga.exemplo.com.br/' where id = ${person.id}`;
    expect(
      (await person.client.from('profiles').update({ company_description: null, company_website: null }).eq('id', person.id)).error,
    ).toBeNull();
    expect(await about(person.id)).toEqual({ company_description: null, company_website: null });
  });

  it('cannot write another company’s', async () => {
    const before = await about(brand.id);
    const { data, error } = await other.client.from('profiles').update({ company_description: 'Invadido' }).eq('id', brand.id).select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await about(brand.id)).toEqual(before);
  });
});

describe('company fields belong to hirers', () => {
  it.each([
    ['company_description', 'Sou criadora, não empresa.'],
    ['company_website', 'https://criadora.exemplo.com.br/'],
  ])('a creator cannot set %s', async (column, value) => {
    const { error } = await creator.client
      .from('profiles')
      .update({ [column]: value })
      .eq('id', creator.id);
    expect(error).toMatchObject({ code: '42501', message: 'Os dados da empresa são apenas para quem contrata.' });
    expect(await about(creator.id)).toEqual({ company_description: null, company_website: null });
  });

  it('nor can an account without a category', async () => {
    const nobody = await signUpAs(null, 'about-n');
    const { error } = await nobody.client.from('profiles').update({ company_website: 'https://x.exemplo.com.br/' }).eq('id', nobody.id);
    expect(error?.code).toBe('42501');
  });

  it('an administrator may correct them on any profile', async () => {
    const admin = await signUpAs(null, 'about-a');
    await sql`update public.profiles set category = ${ADMIN} where id = ${admin.id}`;
    const { error } = await admin.client.from('profiles').update({ company_description: 'Texto revisado.' }).eq('id', brand.id);
    expect(error).toBeNull();
    expect((await about(brand.id)).company_description).toBe('Texto revisado.');
  });
});

describe('who reads them', () => {
  it('every signed-in user, through public_profiles', async () => {
    const seen = await creator.client.from('public_profiles').select('company_description, company_website').eq('id', DEMO.marca).single();
    expect(seen.error).toBeNull();
    expect(seen.data?.company_website).toBe('https://flordelis.exemplo.com.br/');
    expect(seen.data?.company_description).toMatch(/^Cosméticos veganos/);
  });

  it('the demo brand with an incomplete profile has none, as a fresh account', async () => {
    expect(await about(DEMO.marcaIncompleta)).toEqual({ company_description: null, company_website: null });
  });
});

describe('completeness', () => {
  it('is unchanged by them: the gate claim never lists them', async () => {
    await sql`update public.profiles set company_description = 'Algo', company_website = 'https://algo.exemplo.com.br/' where id = ${other.id}`;
    const { data } = await other.client.auth.refreshSession();
    expect(jwtPayload(data.session!.access_token).gate).toMatchObject({ category: HIRER, filled: ['cpf_cnpj', 'full_name', 'email'] });
  });
});
