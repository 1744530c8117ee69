// The administration area (issue 12): every admin table is writable by administrators only
// (insert, update, delete through supabase-js as each role), every change leaves an audit row with
// before/after, deletions of entries in use are refused in pt-BR, the permissions page stays, the
// terms are published by version, and a broadcast reaches exactly its category. Every row made
// here is removed afterwards (the test database is shared); the demo accounts are not changed.
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, directSql } from '@conecta/supabase-local/testing';
import { ADMIN, CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
const people: string[] = [];
const tag = `adm${Date.now().toString(36)}`;

let admin: Person;
let creator: Person;
let hirer: Person;

async function signedIn(category: string | null, promote = false): Promise<Person> {
  const p = await signUpAs(category, tag);
  people.push(p.id);
  if (promote) await sql`update public.profiles set category = ${ADMIN} where id = ${p.id}`;
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email: p.email, password: p.password });
  if (error) throw error;
  return { ...p, client };
}

beforeAll(async () => {
  [admin, creator, hirer] = await Promise.all([signedIn(null, true), signedIn(CREATOR), signedIn(HIRER)]);
});

afterAll(async () => {
  await sql`delete from public.notifications where title like ${`%${tag}%`}`;
  await sql`delete from public.admin_broadcasts where title like ${`%${tag}%`}`;
  await sql`delete from public.service_types where name like ${`%${tag}%`}`;
  await sql`delete from public.content_types where name like ${`%${tag}%`}`;
  await sql`delete from public.company_types where name like ${`%${tag}%`}`;
  await sql`delete from public.agency_service_types where name like ${`%${tag}%`}`;
  await sql`delete from public.service_questions where text like ${`%${tag}%`}`;
  await sql`delete from public.opportunity_questions where text like ${`%${tag}%`}`;
  await sql`delete from public.pages where slug like ${`${tag}%`}`;
  await sql`delete from public.admin_audit where actor_id = any(${people})`;
  await sql`delete from auth.users where id = any(${people})`;
  await sql.end();
});

type Case = { table: string; row: () => Record<string, unknown>; change: Record<string, unknown> };

const CASES: Case[] = [
  { table: 'service_types', row: () => ({ name: `Serviço ${tag} ${Math.random()}` }), change: { active: false } },
  { table: 'content_types', row: () => ({ name: `Conteúdo ${tag} ${Math.random()}` }), change: { active: false } },
  { table: 'company_types', row: () => ({ name: `Empresa ${tag} ${Math.random()}` }), change: { active: false } },
  { table: 'agency_service_types', row: () => ({ name: `Agência ${tag} ${Math.random()}` }), change: { active: false } },
  { table: 'service_questions', row: () => ({ text: `Pergunta ${tag} ${Math.random()}`, kind: 'text' }), change: { required: true } },
  { table: 'opportunity_questions', row: () => ({ text: `Triagem ${tag} ${Math.random()}`, kind: 'number' }), change: { required: true } },
  {
    table: 'pages',
    row: () => ({ name: `Página ${tag}`, slug: `${tag}-${Math.floor(Math.random() * 1e9)}`, icon: 'Star' }),
    change: { icon: 'Globe' },
  },
];

describe.each(CASES)('$table', ({ table, row, change }) => {
  it.each([
    ['creator', () => creator],
    ['hirer', () => hirer],
  ])('a %s may not insert, update or delete', async (_, who) => {
    const client = who().client as SupabaseClient;
    const inserted = await client.from(table).insert(row()).select('id');
    expect(inserted.error?.code).toBe('42501');
    const [existing] = await sql`select id from ${sql(`public.${table}`)} limit 1`;
    const updated = await client.from(table).update(change).eq('id', existing.id).select('id');
    expect(updated.data ?? []).toEqual([]);
    const deleted = await client.from(table).delete().eq('id', existing.id).select('id');
    expect(deleted.data ?? []).toEqual([]);
  });

  it('an administrator inserts, updates and deletes, and each change is audited with before/after', async () => {
    const client = admin.client as SupabaseClient;
    const inserted = await client.from(table).insert(row()).select('id').single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id as string;
    expect((await client.from(table).update(change).eq('id', id).select('id')).data).toHaveLength(1);
    expect((await client.from(table).delete().eq('id', id).select('id')).data).toHaveLength(1);
    const audit =
      await sql`select action, before, after from public.admin_audit where target_table = ${table} and target_id = ${id} and actor_id = ${admin.id} order by id`;
    expect(audit.map((a) => a.action)).toEqual(['insert', 'update', 'delete']);
    expect(audit[0].before).toBeNull();
    expect(audit[1].before).toMatchObject({ id });
    expect(audit[1].after).toMatchObject({ id, ...change });
    expect(audit[2].after).toBeNull();
  });
});

describe('the other admin tables', () => {
  it('permissions, site_images and terms_versions refuse other roles', async () => {
    const [page] = await sql`select id from public.pages where slug = 'feed'`;
    const c = creator.client as SupabaseClient;
    expect((await c.from('permissions').update({ has_access: false }).eq('page_id', page.id).select('id')).data ?? []).toEqual([]);
    expect((await c.from('site_images').update({ url: '/x.png' }).eq('type', 'logo').select('id')).data ?? []).toEqual([]);
    expect((await c.from('terms_versions').insert({ title: 'x', body_md: 'x', version: 99 })).error?.code).toBe('42501');
    expect((await c.from('admin_broadcasts').insert({ title: 'x', body: 'x' })).error?.code).toBe('42501');
    expect((await c.from('admin_audit').select('id')).data ?? []).toEqual([]);
    expect((await c.rpc('admin_send_broadcast', { title: 'x', body: 'y' })).error?.code).toBe('42501');
    expect((await c.rpc('admin_publish_terms', { version_id: crypto.randomUUID() })).error?.code).toBe('42501');
  });

  it('an administrator changes a permission and it is audited', async () => {
    const a = admin.client as SupabaseClient;
    const [perm] =
      await sql`select p.id, p.has_access from public.permissions p join public.pages g on g.id = p.page_id where g.slug = 'companies' and p.user_category = 'no_category'`;
    expect((await a.from('permissions').update({ has_access: !perm.has_access }).eq('id', perm.id).select('id')).data).toHaveLength(1);
    await a.from('permissions').update({ has_access: perm.has_access }).eq('id', perm.id);
    const audit =
      await sql`select count(*)::int as n from public.admin_audit where target_table = 'permissions' and target_id = ${perm.id} and actor_id = ${admin.id}`;
    expect(audit[0].n).toBe(2);
  });
});

describe('safety rules', () => {
  it('an entry in use cannot be deleted, and the message says where it is used', async () => {
    const a = admin.client as SupabaseClient;
    const { data: type } = await a
      .from('content_types')
      .insert({ name: `Em uso ${tag}` })
      .select('id')
      .single();
    await sql`insert into public.profile_content_types (profile_id, content_type_id) values (${creator.id}, ${type!.id})`;
    const refused = await a.from('content_types').delete().eq('id', type!.id);
    expect(refused.error?.message).toBe(
      'Não é possível excluir: em uso em 1 perfil(is) de criador. Desative o item para que ele deixe de ser oferecido.',
    );
    await sql`delete from public.profile_content_types where content_type_id = ${type!.id}`;
  });

  it('the permissions page cannot be deleted', async () => {
    const refused = await (admin.client as SupabaseClient).from('pages').delete().eq('slug', 'admin/permissions');
    expect(refused.error?.message).toBe('A página de permissões não pode ser excluída nem ter o endereço alterado.');
  });

  it('an icon outside the list is refused', async () => {
    const refused = await (admin.client as SupabaseClient).from('pages').insert({ name: 'x', slug: `${tag}-icon`, icon: 'Skull' });
    expect(refused.error?.code).toBe('23514');
  });
});

describe('terms of use', () => {
  it('publishing a version makes it the only current one; a published version is not edited', async () => {
    const a = admin.client as SupabaseClient;
    const [before] = await sql`select id from public.terms_versions where is_current`;
    const { data: draft, error } = await a
      .from('terms_versions')
      .insert({ title: 'Termos de uso', body_md: `## Nova ${tag}`, version: 0 })
      .select('id, version')
      .single();
    expect(error).toBeNull();
    expect(await anonClient().from('terms_versions').select('id').eq('id', draft!.id)).toMatchObject({ data: [] });
    try {
      expect((await a.rpc('admin_publish_terms', { version_id: draft!.id })).error).toBeNull();
      const current = await sql`select id from public.terms_versions where is_current`;
      expect(current.map((r) => r.id)).toEqual([draft!.id]);
      const edit = await a.from('terms_versions').update({ body_md: 'outro' }).eq('id', draft!.id);
      expect(edit.error?.message).toBe('Uma versão publicada não pode ser alterada; crie uma nova versão.');
    } finally {
      if (before) await a.rpc('admin_publish_terms', { version_id: before.id });
      await sql`update public.terms_versions set is_current = false, published_at = null where id = ${draft!.id}`;
      await sql`delete from public.terms_versions where id = ${draft!.id}`;
    }
  });
});

describe('broadcasts', () => {
  it('reach exactly the targeted category, in one call, and are recorded with the count', async () => {
    const a = admin.client as SupabaseClient;
    const title = `Aviso ${tag}`;
    const { data, error } = await a.rpc('admin_send_broadcast', { title, body: 'Olá', link: '/feed', audience: HIRER });
    expect(error).toBeNull();
    const [{ n }] = await sql`select count(*)::int as n from public.profiles where category = ${HIRER} and not is_blocked`;
    expect(data.recipients).toBe(n);
    const received =
      await sql`select p.category from public.notifications x join public.profiles p on p.id = x.profile_id where x.title = ${title}`;
    expect(received).toHaveLength(n);
    expect(new Set(received.map((r) => r.category))).toEqual(new Set([HIRER]));
    const [counter] = await sql`select unread_notifications from public.unread_counts where profile_id = ${hirer.id}`;
    expect(counter.unread_notifications).toBeGreaterThan(0);
  });
});
