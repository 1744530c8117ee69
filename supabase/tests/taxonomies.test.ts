// Taxonomies: the option lists are read by everyone signed in (active rows only), written only by
// administrators, and hold the starting pt-BR lists of the migrations.
import { anonClient, directSql } from '@conecta/supabase-local/testing';
import { ADMIN, CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

const LISTS = [
  'service_types',
  'service_subtypes',
  'content_types',
  'company_types',
  'agency_service_types',
  'service_questions',
  'opportunity_questions',
] as const;

let creator: Person;
let hirer: Person;
let admin: Person;
beforeAll(async () => {
  [creator, hirer, admin] = await Promise.all([signUpAs(CREATOR, 'tax-c'), signUpAs(HIRER, 'tax-h'), signUpAs(null, 'tax-a')]);
  await sql`update public.profiles set category = ${ADMIN} where id = ${admin.id}`;
});

describe('starting lists', () => {
  it('offer the options the seeded demo profiles use', async () => {
    const companies = await hirer.client.from('company_types').select('name').order('position');
    expect(companies.error).toBeNull();
    expect(companies.data!.map((r) => r.name)).toEqual(expect.arrayContaining(['Cosméticos', 'Moda e acessórios', 'Outros']));
    const agency = await hirer.client.from('agency_service_types').select('name');
    expect(agency.data!.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Gestão de influenciadores', 'Produção de conteúdo', 'Planejamento de campanhas']),
    );
  });

  it('tie subtypes and some questions to their service type', async () => {
    const { data, error } = await creator.client
      .from('service_types')
      .select('name, service_subtypes(name), service_questions(text, kind, options, required)')
      .eq('name', 'Conteúdo UGC')
      .single();
    expect(error).toBeNull();
    expect(data!.service_subtypes.map((s: { name: string }) => s.name).sort()).toEqual(['Depoimento', 'Resenha', 'Tutorial', 'Unboxing']);
    expect(data!.service_questions).toEqual([
      {
        text: 'Que equipamento você usa para gravar?',
        kind: 'single',
        options: ['Apenas celular', 'Celular e iluminação', 'Câmera profissional'],
        required: true,
      },
    ]);
  });

  it('has general onboarding questions of every kind', async () => {
    const { data } = await creator.client.from('service_questions').select('kind').is('service_type_id', null);
    expect(new Set(data!.map((q) => q.kind))).toEqual(new Set(['single', 'multiple', 'number', 'text']));
    const screening = await creator.client.from('opportunity_questions').select('kind');
    expect(new Set(screening.data!.map((q) => q.kind))).toEqual(new Set(['single', 'multiple', 'number', 'text', 'url']));
  });
});

describe('reading', () => {
  let hidden: string;
  beforeAll(async () => {
    [{ id: hidden }] = await sql`insert into public.content_types (name, active) values ('Formato aposentado', false) returning id`;
  });

  it('visitors read nothing', async () => {
    for (const list of LISTS) {
      const { data, error } = await anonClient().from(list).select('id').limit(1);
      expect({ list, data, code: error?.code }).toEqual({ list, data: null, code: '42501' });
    }
  });

  it('signed-in users see active rows only', async () => {
    const { data } = await creator.client.from('content_types').select('id, active');
    expect(data!.length).toBeGreaterThan(5);
    expect(data!.every((r) => r.active)).toBe(true);
    expect(data!.map((r) => r.id)).not.toContain(hidden);
  });

  it('administrators see inactive rows too', async () => {
    const { data } = await admin.client.from('content_types').select('id').eq('id', hidden);
    expect(data).toEqual([{ id: hidden }]);
  });
});

describe('writing', () => {
  it('creators and hirers can neither add, change nor remove options', async () => {
    for (const person of [creator, hirer]) {
      const added = await person.client.from('company_types').insert({ name: 'Invasora' });
      expect(added.error?.code).toBe('42501');
      const changed = await person.client.from('company_types').update({ name: 'Trocado' }).eq('name', 'Pet').select();
      expect(changed).toMatchObject({ error: null, data: [] });
      const removed = await person.client.from('service_types').delete().eq('name', 'Fotografia').select();
      expect(removed).toMatchObject({ error: null, data: [] });
    }
    expect(await sql`select name from public.company_types where name in ('Invasora', 'Trocado', 'Pet')`).toEqual([{ name: 'Pet' }]);
    expect(await sql`select 1 from public.service_types where name = 'Fotografia'`).toHaveLength(1);
  });

  it('administrators manage the lists', async () => {
    const added = await admin.client
      .from('agency_service_types')
      .insert({ name: 'Consultoria de marca', position: 999 })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    const off = await admin.client
      .from('agency_service_types')
      .update({ active: false })
      .eq('id', added.data!.id)
      .select('active')
      .single();
    expect(off).toMatchObject({ error: null, data: { active: false } });
    const gone = await admin.client.from('agency_service_types').delete().eq('id', added.data!.id).select('id');
    expect(gone.data).toEqual([{ id: added.data!.id }]);
  });

  it('names are unique regardless of case and choices need two options', async () => {
    const dup = await admin.client.from('content_types').insert({ name: 'stories' });
    expect(dup.error?.code).toBe('23505');
    const lonely = await admin.client.from('service_questions').insert({ text: 'Escolha uma', kind: 'single', options: ['Só esta'] });
    expect(lonely.error?.code).toBe('23514');
    const textWithOptions = await admin.client
      .from('opportunity_questions')
      .insert({ text: 'Conte mais', kind: 'text', options: ['a', 'b'] });
    expect(textWithOptions.error?.code).toBe('23514');
    const badKind = await admin.client.from('service_questions').insert({ text: 'Data de início', kind: 'date' });
    expect(badKind.error?.code).toBe('23514');
  });
});
