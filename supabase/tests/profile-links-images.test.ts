// Where a profile's pictures and links may point (issue 7 item 8). A PATCH through the Data API
// that aims avatar_url / logo_url anywhere but the owner's folder of our own bucket, or a link at
// anything but an https:// address, is refused by the database, whoever sends it, and nothing
// changes. The app's normalisers (lib/validation) only ever produce values the database accepts.
import fs from 'node:fs';
import path from 'node:path';
import { normalizeInstagramUrl } from '../../lib/validation/br';
import { profileImagePath } from '../../lib/validation/profile-image';
import { normalizeTiktokUrl, normalizeWebUrl, normalizeYoutubeUrl } from '../../lib/validation/profile-links';
import { directSql, serviceClient, stackEnv } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

let creator: Person;
let hirer: Person;
beforeAll(async () => {
  [creator, hirer] = await Promise.all([signUpAs(CREATOR, 'img-c'), signUpAs(HIRER, 'img-h')]);
});

async function columns(id: string) {
  const [row] =
    await sql`select avatar_url, logo_url, instagram_url, tiktok_url, youtube_url, website_url, portfolio_urls from public.profiles where id = ${id}`;
  return row;
}

const own = (p: Person, bucket: 'avatars' | 'logos', file = 'avatar-1732240000000-eu.webp') =>
  `/storage/v1/object/public/${bucket}/${p.id}/${file}`;

describe('avatar_url and logo_url', () => {
  it('accept a picture of the own folder in the right bucket, stored as a path', async () => {
    const avatar = await creator.client
      .from('profiles')
      .update({ avatar_url: own(creator, 'avatars') })
      .eq('id', creator.id)
      .select('avatar_url')
      .single();
    expect(avatar).toMatchObject({ error: null, data: { avatar_url: own(creator, 'avatars') } });
    const logo = await hirer.client
      .from('profiles')
      .update({ logo_url: own(hirer, 'logos', 'logo-1-marca.png') })
      .eq('id', hirer.id)
      .select('logo_url')
      .single();
    expect(logo.error).toBeNull();
    expect(profileImagePath('avatar', `${creator.id}/avatar-1732240000000-eu.webp`)).toBe(own(creator, 'avatars'));
  });

  const cases: [string, string][] = [
    ['another host', 'https://evil.test/pixel.png'],
    ['our host, as a full URL', `${stackEnv.url}/storage/v1/object/public/{bucket}/{me}/x-1.png`],
    ['a protocol-relative host', '//evil.test/storage/v1/object/public/{bucket}/{me}/x-1.png'],
    ['a host before the path', 'https://evil.test/storage/v1/object/public/{bucket}/{me}/x-1.png'],
    ['someone else’s folder', '/storage/v1/object/public/{bucket}/{other}/x-1.png'],
    ['the other bucket', '/storage/v1/object/public/{wrong}/{me}/x-1.png'],
    ['a path that climbs out', '/storage/v1/object/public/{bucket}/{me}/../{other}/x-1.png'],
    ['a nested folder', '/storage/v1/object/public/{bucket}/{me}/x/x-1.png'],
    ['an app route', '/api/logout'],
    ['a brand file', '/brand/logo.svg'],
    ['not an image', '/storage/v1/object/public/{bucket}/{me}/page.html'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['a query string', '/storage/v1/object/public/{bucket}/{me}/x-1.png?track=1'],
  ];
  const kinds = [
    { column: 'avatar_url', bucket: 'avatars', wrong: 'logos', who: () => creator, other: () => hirer },
    { column: 'logo_url', bucket: 'logos', wrong: 'avatars', who: () => hirer, other: () => creator },
  ];

  it.each(kinds.flatMap((k) => cases.map(([label, template]) => [k.column, label, template, k] as const)))(
    '%s refuses %s, for the owner and for the service role',
    async (column, _label, template, kind) => {
      const me = kind.who();
      const value = template
        .replace('{bucket}', kind.bucket)
        .replace('{wrong}', kind.wrong)
        .replace('{me}', me.id)
        .replace('{other}', kind.other().id);
      const before = await columns(me.id);
      const asOwner = await me.client
        .from('profiles')
        .update({ [column]: value })
        .eq('id', me.id);
      expect(asOwner.error?.code).toBe('23514');
      const asService = await serviceClient()
        .from('profiles')
        .update({ [column]: value })
        .eq('id', me.id);
      expect(asService.error?.code).toBe('23514');
      expect(await columns(me.id)).toEqual(before);
    },
  );
});

describe('links', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['http://', 'http://instagram.com/ana'],
    ['user info', 'https://instagram.com@evil.test/'],
    ['no scheme', 'instagram.com/ana'],
    ['a space', 'https://instagram.com/ana maria'],
    ['a quote', 'https://instagram.com/"onmouseover="x'],
    ['a single-label host', 'https://localhost/x'],
  ])('refuse %s in every link column and in portfolio_urls', async (_label, value) => {
    const before = await columns(creator.id);
    for (const column of ['instagram_url', 'tiktok_url', 'youtube_url', 'website_url']) {
      const { error } = await creator.client
        .from('profiles')
        .update({ [column]: value })
        .eq('id', creator.id);
      expect([column, error?.code]).toEqual([column, '23514']);
    }
    const portfolio = await creator.client
      .from('profiles')
      .update({ portfolio_urls: ['https://behance.net/ana', value] })
      .eq('id', creator.id);
    expect(portfolio.error?.code).toBe('23514');
    const hirerLink = await hirer.client.from('profiles').update({ instagram_url: value }).eq('id', hirer.id);
    expect(hirerLink.error?.code).toBe('23514');
    expect(await columns(creator.id)).toEqual(before);
  });

  it('accept https:// links', async () => {
    const links = {
      instagram_url: 'https://instagram.com/ana.souza',
      tiktok_url: 'https://www.tiktok.com/@ana.souza',
      youtube_url: 'https://www.youtube.com/@anasouza',
      website_url: 'https://anasouza.com.br/',
      portfolio_urls: ['https://behance.net/ana?aba=projetos#topo', 'https://xn--caf-dma.com.br/trabalhos'],
    };
    const { data, error } = await creator.client
      .from('profiles')
      .update(links)
      .eq('id', creator.id)
      .select(Object.keys(links).join(', '))
      .single();
    expect(error).toBeNull();
    expect(data).toEqual(links);
  });

  it("the app's normalisers produce only values the database accepts", async () => {
    const inputs = [
      'meusite.com.br',
      'http://behance.net/ana',
      'https://ana.art/x?y=1',
      'HTTPS://Exemplo.COM/Caminho',
      'café.com.br/portfólio',
      'javascript:alert(1)',
      'https://user:pw@site.com',
      'https://a_b.com',
      'site.com:8080/x',
    ];
    const produced = [
      ...inputs.map(normalizeWebUrl),
      ...['@ana', 'instagram.com/ana', 'http://www.instagram.com/ana/?hl=pt'].map(normalizeInstagramUrl),
      ...['@ana.souza', 'tiktok.com/@ana'].map(normalizeTiktokUrl),
      ...['@anasouza', 'http://youtube.com/channel/UC123'].map(normalizeYoutubeUrl),
    ].filter((v): v is string => v !== null);
    expect(produced.length).toBeGreaterThan(10);
    const rows = await sql`select u, public.is_https_url(u) as ok from unnest(${produced}::text[]) as u`;
    expect(rows.filter((r) => !r.ok).map((r) => r.u)).toEqual([]);
  });
});

describe('the migration on existing rows', () => {
  it('keeps our own pictures as paths, upgrades http links and drops what cannot follow the rules', async () => {
    const migration = fs.readFileSync(path.join(__dirname, '..', 'migrations', '20261125001200_profile_links_and_images.sql'), 'utf8');
    const p = await signUpAs(HIRER, 'img-legacy');
    const rolledBack = new Error('rollback');
    let after: Record<string, unknown> | undefined;
    await sql
      .begin(async (tx) => {
        // The rows as the old constraints allowed them.
        await tx.unsafe(`alter table public.profiles drop constraint profiles_avatar_url_check, drop constraint profiles_logo_url_check,
          drop constraint profiles_instagram_url_check, drop constraint profiles_website_url_check, drop constraint profiles_portfolio_urls_https`);
        await tx`update public.profiles set
          avatar_url = ${`http://127.0.0.1:54321/storage/v1/object/public/avatars/${p.id}/avatar-1-eu.png`},
          logo_url = ${'https://evil.test/pixel.png'},
          instagram_url = 'http://instagram.com/marca', website_url = 'javascript:alert(1)',
          portfolio_urls = array['http://behance.net/a', 'data:text/html,x', 'https://dribbble.com/a']
          where id = ${p.id}`;
        await tx.unsafe(migration);
        [after] = await tx`select avatar_url, logo_url, instagram_url, website_url, portfolio_urls from public.profiles where id = ${p.id}`;
        throw rolledBack;
      })
      .catch((e) => {
        if (e !== rolledBack) throw e;
      });
    expect(after).toEqual({
      avatar_url: `/storage/v1/object/public/avatars/${p.id}/avatar-1-eu.png`,
      logo_url: null,
      instagram_url: 'https://instagram.com/marca',
      website_url: null,
      portfolio_urls: ['https://behance.net/a', 'https://dribbble.com/a'],
    });
  });
});
