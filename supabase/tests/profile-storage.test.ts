// Avatars and logos: public files, written only by their owner under their own folder, images of
// at most 5 MB.
import { anonClient, directSql, stackEnv } from '@conecta/supabase-local/testing';
import { CREATOR, HIRER, signUpAs, type Person } from './helpers';

const sql = directSql();
afterAll(() => sql.end());

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const png = () => new Blob([PNG], { type: 'image/png' });

let creator: Person;
let hirer: Person;
beforeAll(async () => {
  [creator, hirer] = await Promise.all([signUpAs(CREATOR, 'st-c'), signUpAs(HIRER, 'st-h')]);
});

async function objectNames(bucket: string, folder: string): Promise<string[]> {
  const rows = await sql`select name from storage.objects where bucket_id = ${bucket} and name like ${folder + '/%'} order by name`;
  return rows.map((r) => r.name as string);
}

describe('avatars and logos buckets', () => {
  it('are public, image-only and limited to 5 MB', async () => {
    const rows =
      await sql`select id, public, file_size_limit, allowed_mime_types from storage.buckets where id in ('avatars', 'logos') order by id`;
    expect(rows).toEqual(
      ['avatars', 'logos'].map((id) => ({
        id,
        public: true,
        file_size_limit: '5242880',
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
      })),
    );
  });

  it('the owner uploads and replaces files in their own folder; anyone opens the public URL', async () => {
    const key = `${creator.id}/avatar-1.png`;
    const up = await creator.client.storage.from('avatars').upload(key, png(), { contentType: 'image/png' });
    expect(up.error).toBeNull();
    const again = await creator.client.storage.from('avatars').upload(key, png(), { contentType: 'image/png', upsert: true });
    expect(again.error).toBeNull();
    const logo = await hirer.client.storage.from('logos').upload(`${hirer.id}/logo.webp`, new Blob([PNG], { type: 'image/webp' }));
    expect(logo.error).toBeNull();

    const { publicUrl } = anonClient().storage.from('avatars').getPublicUrl(key).data;
    expect(publicUrl).toBe(`${stackEnv.url}/storage/v1/object/public/avatars/${key}`);
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it('a signed upload URL is only issued for the own folder', async () => {
    const own = await creator.client.storage.from('avatars').createSignedUploadUrl(`${creator.id}/avatar-2.png`, { upsert: true });
    expect(own.error).toBeNull();
    const other = await creator.client.storage.from('avatars').createSignedUploadUrl(`${hirer.id}/avatar-2.png`);
    expect(other.error).toMatchObject({ statusCode: '403' });
  });

  it('nobody writes into, replaces or removes from another user’s folder', async () => {
    const intruder = await hirer.client.storage.from('avatars').upload(`${creator.id}/intruso.png`, png());
    expect(intruder.error).toMatchObject({ statusCode: '403' });
    const replaced = await hirer.client.storage.from('avatars').upload(`${creator.id}/avatar-1.png`, png(), { upsert: true });
    expect(replaced.error).toMatchObject({ statusCode: '403' });
    await hirer.client.storage.from('avatars').remove([`${creator.id}/avatar-1.png`]);
    const moved = await hirer.client.storage.from('avatars').move(`${creator.id}/avatar-1.png`, `${hirer.id}/roubado.png`);
    expect(moved.error).not.toBeNull();
    const outside = await hirer.client.storage.from('logos').upload('logo-sem-pasta.png', png());
    expect(outside.error).toMatchObject({ statusCode: '403' });
    expect(await objectNames('avatars', creator.id)).toEqual([`${creator.id}/avatar-1.png`]);
  });

  it('visitors cannot upload', async () => {
    const { error } = await anonClient().storage.from('avatars').upload(`${creator.id}/anon.png`, png());
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it('refuses files that are not images, by type or by name', async () => {
    const pdf = await creator.client.storage
      .from('avatars')
      .upload(`${creator.id}/cv.png`, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(pdf.error).toMatchObject({ statusCode: '415' });
    const svg = await creator.client.storage
      .from('logos')
      .upload(`${creator.id}/logo.png`, new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect(svg.error).toMatchObject({ statusCode: '415' });
    const named = await creator.client.storage.from('avatars').upload(`${creator.id}/script.html`, png());
    expect(named.error).toMatchObject({ statusCode: '403' });
    const svgName = await creator.client.storage.from('logos').upload(`${creator.id}/logo.svg`, png());
    expect(svgName.error).toMatchObject({ statusCode: '403' });
    const nested = await creator.client.storage.from('avatars').upload(`${creator.id}/a/b.png`, png());
    expect(nested.error).toMatchObject({ statusCode: '403' });
  });

  it('refuses files over 5 MB', async () => {
    const big = new Blob([Buffer.alloc(5 * 1024 * 1024 + 1)], { type: 'image/jpeg' });
    const { error } = await creator.client.storage.from('avatars').upload(`${creator.id}/grande.jpg`, big);
    expect(error).toMatchObject({ statusCode: '413' });
    expect(await objectNames('avatars', creator.id)).not.toContain(`${creator.id}/grande.jpg`);
  });

  it('the owner removes their own files', async () => {
    const { data, error } = await creator.client.storage.from('avatars').remove([`${creator.id}/avatar-1.png`]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual([`${creator.id}/avatar-1.png`]);
    expect(await objectNames('avatars', creator.id)).toEqual([]);
  });
});
