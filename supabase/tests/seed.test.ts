// The demo accounts of supabase/seed.sql sign in with the documented password and show
// numbers in their badges; the demo pictures are stored files.
import fs from 'node:fs';
import path from 'node:path';
import { directSql, stackEnv } from '@conecta/supabase-local/testing';
import { CREATOR, DEMO, HIRER, signInDemo } from './helpers';

async function own(email: string, id: string) {
  const { client } = await signInDemo(email);
  const profile = await client.from('profiles').select('category, type, onboarding_completed, company_name').eq('id', id).single();
  const counts = await client.from('unread_counts').select('unread_messages, unread_notifications').eq('profile_id', id).maybeSingle();
  expect(profile.error).toBeNull();
  expect(counts.error).toBeNull();
  return { client, profile: profile.data, counts: counts.data };
}

it('administrator', async () => {
  const { profile } = await own('admin@exemplo.com.br', DEMO.admin);
  expect(profile).toMatchObject({ category: 'administrador' });
});

it('creator with onboarding done, with unread messages and notifications', async () => {
  const { client, profile, counts } = await own('criador@exemplo.com.br', DEMO.criador);
  expect(profile).toMatchObject({ category: CREATOR, onboarding_completed: true });
  expect(counts).toEqual({ unread_messages: 3, unread_notifications: 2 });
  const convs = await client.from('conversations').select('id');
  expect(convs.data).toHaveLength(3);
});

it('creator who has not finished onboarding', async () => {
  const { profile } = await own('criador.novo@exemplo.com.br', DEMO.criadorNovo);
  expect(profile).toMatchObject({ category: CREATOR, onboarding_completed: false });
});

it('complete brand, incomplete brand, agency and the account without category', async () => {
  const marca = await own('marca@exemplo.com.br', DEMO.marca);
  expect(marca.profile).toMatchObject({ category: HIRER, type: 'Sou uma Marca', company_name: 'Flor de Lis Cosméticos' });
  expect(marca.counts).toEqual({ unread_messages: 1, unread_notifications: 1 });
  const incompleta = await own('marca.incompleta@exemplo.com.br', DEMO.marcaIncompleta);
  expect(incompleta.profile).toMatchObject({ category: HIRER, type: 'Sou uma Marca' });
  const agencia = await own('agencia@exemplo.com.br', DEMO.agencia);
  expect(agencia.profile).toMatchObject({ category: HIRER, type: 'Sou uma Agência' });
  expect(agencia.counts).toEqual({ unread_messages: 0, unread_notifications: 1 });
  const nenhum = await own('semcategoria@exemplo.com.br', DEMO.semCategoria);
  expect(nenhum.profile).toMatchObject({ category: null });
});

it('every picture a demo profile points to is a stored file, served publicly as an image (config.toml buckets)', async () => {
  const sql = directSql();
  try {
    const pictures = await sql<{ url: string }[]>`
      select url from (select id, avatar_url as url from public.profiles union all select id, logo_url from public.profiles) p
      where url is not null and id in (select id from auth.users where email like '%@exemplo.com.br') order by url`;
    // Other tests sharing this database upload pictures of their own; only the seed's accounts count.
    expect(pictures.map((p) => p.url.replace(/^.*\/public\//, ''))).toEqual(
      expect.arrayContaining([
        'avatars/d0000000-0000-4000-8000-000000000004/avatar-demo-marina-souza.webp',
        'avatars/d0000000-0000-4000-8000-000000000006/avatar-demo-juliana-costa.webp',
        'logos/d0000000-0000-4000-8000-000000000004/logo-demo-flor-de-lis.png',
        'logos/d0000000-0000-4000-8000-000000000006/logo-demo-pulso-digital.png',
      ]),
    );
    for (const { url } of pictures) {
      const res = await fetch(`${stackEnv.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(url.endsWith('.png') ? 'image/png' : 'image/webp');
      const file = path.join(__dirname, '..', 'seed-assets', url.replace('/storage/v1/object/public/', ''));
      expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(file))).toBe(true);
    }
  } finally {
    await sql.end();
  }
});

it('ran seed.sql, then the files of seeds/ in name order, as the CLI records them', async () => {
  const sql = directSql();
  try {
    const rows = await sql<{ path: string }[]>`select path from supabase_migrations.seed_files order by path`;
    const seeds = fs
      .readdirSync(path.join(__dirname, '..', 'seeds'))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(rows.map((r) => r.path)).toEqual(['supabase/seed.sql', ...seeds.map((f) => `supabase/seeds/${f}`)].sort());
  } finally {
    await sql.end();
  }
});
