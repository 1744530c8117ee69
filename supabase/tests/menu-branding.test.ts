// pages, permissions and site_images: read by everyone (the landing page too), written by
// administrators only; the seed holds one page per menu route of lib/routes.ts with the access
// docs/product/menu.md describes.
import { PAGE_ROUTES } from '../../lib/routes';
import { anonClient, directSql } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

/** The menu pages of lib/routes.ts: the seed holds one `pages` row per route, slug = path without '/'. */
const ROUTES = PAGE_ROUTES.map((route) => route.slice(1));
const SHARED = [
  'feed',
  'dashboard',
  'notifications',
  'chat',
  'network',
  'companies',
  'profile-user',
  'jobs/minhasoportunidades',
  'jobs/candidates',
  'jobs/pending',
  'jobs/discarded',
  'contratos',
  'contrato',
  'proposta',
];
const CREATOR_PAGES = [...SHARED, 'jobs/opportunities', 'profile'];
const HIRER_PAGES = [...SHARED, 'jobs/create', 'jobs/create2', 'jobs/create3', 'jobs/edit', 'jobs/meuscandidatos', 'profile-empresa'];

type PageRow = {
  slug: string;
  name: string;
  icon: string;
  menu_section: string | null;
  in_menu: boolean;
  permissions: { user_category: string; has_access: boolean }[];
};

describe('visitors (publishable key, no session)', () => {
  const anon = anonClient();

  it('read every page with its permissions, one page per route', async () => {
    const { data, error } = await anon
      .from('pages')
      .select('slug, name, icon, menu_section, in_menu, permissions(user_category, has_access)')
      .order('slug');
    expect(error).toBeNull();
    const pages = data as PageRow[];
    expect(pages.map((p) => p.slug)).toEqual([...ROUTES].sort());
    const allowed = (category: string) =>
      pages
        .filter((p) => p.permissions.some((x) => x.user_category === category && x.has_access))
        .map((p) => p.slug)
        .sort();
    expect(allowed(CREATOR)).toEqual([...CREATOR_PAGES].sort());
    expect(allowed(HIRER)).toEqual([...HIRER_PAGES].sort());
    expect(allowed('administrador')).toEqual([...ROUTES].sort());
    expect(allowed('no_category')).toEqual([]);
    for (const p of pages) expect(p.permissions).toHaveLength(4);
    expect(
      pages
        .filter((p) => !p.in_menu)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['contrato', 'jobs/create2', 'jobs/create3', 'jobs/edit', 'proposta']);
    expect(pages.find((p) => p.slug === 'feed')).toMatchObject({ name: 'Feed', icon: 'Home', menu_section: 'Navegação' });
    for (const p of pages.filter((x) => x.slug.startsWith('admin/'))) expect(p.menu_section).toBe('Administração');
    for (const p of pages.filter((x) => x.slug.startsWith('jobs/'))) expect(p.menu_section).toBe('Trabalhos');
  });

  it('read the site images', async () => {
    const { data, error } = await anon.from('site_images').select('type, url').order('type');
    expect(error).toBeNull();
    expect(data).toEqual([
      { type: 'android-chrome-192x192', url: '/brand/android-chrome-192x192.png' },
      { type: 'android-chrome-512x512', url: '/brand/android-chrome-512x512.png' },
      { type: 'apple-touch-icon', url: '/brand/apple-touch-icon.png' },
      { type: 'favicon-16x16', url: '/brand/favicon-16x16.png' },
      { type: 'favicon-32x32', url: '/brand/favicon-32x32.png' },
      { type: 'logo', url: '/brand/logo.svg' },
      { type: 'reduced_logo', url: '/brand/logo-reduced.svg' },
    ]);
  });

  it('cannot write any of them', async () => {
    const ins = await anon.from('site_images').upsert({ type: 'logo', url: 'https://evil.example/x.svg' }, { onConflict: 'type' });
    expect(ins.error?.code).toBe('42501');
    const upd = await anon.from('pages').update({ name: 'X' }).eq('slug', 'feed');
    expect(upd.error?.code).toBe('42501');
    const del = await anon.from('permissions').delete().eq('user_category', 'no_category');
    expect(del.error?.code).toBe('42501');
  });
});

describe('signed-in people who are not administrators', () => {
  let creator: Person;
  beforeAll(async () => {
    creator = await signUpAs(CREATOR, 'menu');
  });

  it('read pages and site images', async () => {
    const pages = await creator.client.from('pages').select('slug');
    expect(pages.data).toHaveLength(ROUTES.length);
    const logo = await creator.client.from('site_images').select('url').eq('type', 'logo').single();
    expect(logo.data).toEqual({ url: '/brand/logo.svg' });
  });

  it('cannot insert, update or delete pages, permissions or site images', async () => {
    const ins = await creator.client.from('pages').insert({ name: 'Minha', slug: 'minha-pagina' });
    expect(ins.error?.code).toBe('42501');
    const upd = await creator.client.from('pages').update({ name: 'Hack' }).eq('slug', 'feed').select();
    expect(upd).toMatchObject({ error: null, data: [] });
    const perm = await creator.client.from('permissions').update({ has_access: true }).eq('user_category', CREATOR).select();
    expect(perm).toMatchObject({ error: null, data: [] });
    const img = await creator.client.from('site_images').update({ url: '/x.png' }).eq('type', 'logo').select();
    expect(img).toMatchObject({ error: null, data: [] });
    const del = await creator.client.from('site_images').delete().eq('type', 'logo').select();
    expect(del).toMatchObject({ error: null, data: [] });
    const [feed] = await sql`select name from public.pages where slug = 'feed'`;
    expect(feed.name).toBe('Feed');
    const [logo] = await sql`select url from public.site_images where type = 'logo'`;
    expect(logo.url).toBe('/brand/logo.svg');
    const [{ n }] = await sql`select count(*)::int as n from public.permissions where user_category = ${CREATOR} and has_access`;
    expect(n).toBe(CREATOR_PAGES.length);
  });
});

describe('administrators', () => {
  let admin: Person;
  beforeAll(async () => {
    admin = await signUpAs(null, 'menuadmin');
    await sql`update public.profiles set category = 'administrador' where id = ${admin.id}`;
  });

  it('create, change and delete a page and its permissions', async () => {
    const page = await admin.client
      .from('pages')
      .insert({ name: 'Relatórios', slug: 'admin/relatorios', icon: 'ChartBar', menu_section: 'Administração' })
      .select('id, in_menu')
      .single();
    expect(page.error).toBeNull();
    expect(page.data!.in_menu).toBe(true);
    const perms = await admin.client
      .from('permissions')
      .insert([
        { page_id: page.data!.id, user_category: 'administrador', has_access: true },
        { page_id: page.data!.id, user_category: HIRER, has_access: false },
      ])
      .select('user_category, has_access');
    expect(perms.error).toBeNull();
    expect(perms.data).toHaveLength(2);
    const dup = await admin.client.from('permissions').insert({ page_id: page.data!.id, user_category: HIRER, has_access: true });
    expect(dup.error?.code).toBe('23505');
    const upd = await admin.client
      .from('permissions')
      .update({ has_access: true })
      .eq('page_id', page.data!.id)
      .eq('user_category', HIRER)
      .select('has_access');
    expect(upd.data).toEqual([{ has_access: true }]);
    const renamed = await admin.client.from('pages').update({ name: 'Relatórios gerais' }).eq('id', page.data!.id).select('name');
    expect(renamed.data).toEqual([{ name: 'Relatórios gerais' }]);
    const del = await admin.client.from('pages').delete().eq('id', page.data!.id);
    expect(del.error).toBeNull();
    const [{ n }] = await sql`select count(*)::int as n from public.permissions where page_id = ${page.data!.id}`;
    expect(n).toBe(0);
  });

  it('are held to the constraints: known icons, sections, categories and image types', async () => {
    const badIcon = await admin.client.from('pages').insert({ name: 'X', slug: 'x-icon', icon: 'Skull' });
    expect(badIcon.error?.code).toBe('23514');
    const badSection = await admin.client.from('pages').insert({ name: 'X', slug: 'x-section', menu_section: 'Outros' });
    expect(badSection.error?.code).toBe('23514');
    const badSlug = await admin.client.from('pages').insert({ name: 'X', slug: '/feed' });
    expect(badSlug.error?.code).toBe('23514');
    const [feed] = await sql`select id from public.pages where slug = 'feed'`;
    const badCategory = await admin.client.from('permissions').insert({ page_id: feed.id, user_category: 'todos', has_access: true });
    expect(badCategory.error?.code).toBe('23514');
    const badImage = await admin.client.from('site_images').insert({ type: 'banner', url: '/brand/banner.png' });
    expect(badImage.error?.code).toBe('23514');
    const shield = await admin.client.from('pages').insert({ name: 'Escudo', slug: 'x-shield', icon: 'ShieldCheck' }).select('id').single();
    expect(shield.error).toBeNull();
    await admin.client.from('pages').delete().eq('id', shield.data!.id);
  });

  it('accept the icons added for the menu entries, and the seed uses them', async () => {
    for (const icon of ['Bell', 'User', 'UserPen', 'Search', 'Clock', 'Archive', 'FilePlus', 'Send', 'Calendar', 'KeyRound']) {
      const page = await admin.client
        .from('pages')
        .insert({ name: icon, slug: `x-icon-${icon.toLowerCase()}`, icon })
        .select('id')
        .single();
      expect(page.error).toBeNull();
      await admin.client.from('pages').delete().eq('id', page.data!.id);
    }
    const rows = await sql`select slug, icon from public.pages where slug in ('notifications', 'profile-user') order by slug`;
    expect(rows).toEqual([
      { slug: 'notifications', icon: 'Bell' },
      { slug: 'profile-user', icon: 'User' },
    ]);
  });

  it('replace a site image', async () => {
    const next = 'https://cdn.example.test/brand/icon-512.png';
    const upd = await admin.client.from('site_images').update({ url: next }).eq('type', 'android-chrome-512x512').select('url');
    expect(upd.data).toEqual([{ url: next }]);
    const bad = await admin.client.from('site_images').update({ url: 'javascript:alert(1)' }).eq('type', 'android-chrome-512x512');
    expect(bad.error?.code).toBe('23514');
    await admin.client.from('site_images').update({ url: '/brand/android-chrome-512x512.png' }).eq('type', 'android-chrome-512x512');
  });
});
