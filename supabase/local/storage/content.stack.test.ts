// Storage under issue 7's attacks: HTML (and scripts, and SVG) uploaded as image/png to a bucket
// that takes images only is refused before anything is stored, copies into such a bucket are held
// to the same rule, every answer says X-Content-Type-Options: nosniff, and the API roles cannot
// TRUNCATE (or trigger on, or reference) the storage tables.
import { filesOf, newUser, pngBytes, rowsOf, sql, storageUrl, type StorageUser } from '../testing/storage';

let carol: StorageUser;
beforeAll(async () => {
  carol = await newUser('content');
});
afterAll(() => sql.end());

const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/steal?c="+document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');
const JS = Buffer.from('alert(document.cookie)//');
const refused = (mime: string) => ({
  status: 400,
  statusCode: '415',
  code: 'InvalidMimeType',
  message: `The file content does not match its mime type ${mime}`,
});

test.each([
  ['HTML as image/png', HTML, 'image/png'],
  ['a script as image/jpeg', JS, 'image/jpeg'],
  ['SVG with a script as image/png', SVG, 'image/png'],
  ['an empty file as image/webp', Buffer.alloc(0), 'image/webp'],
])('%s is refused by an image-only bucket and nothing is stored', async (_what, bytes, mime) => {
  const images = carol.client.storage.from('public-images');
  const key = `${carol.id}/trap-${Math.random().toString(36).slice(2)}.png`;
  for (const body of [bytes, new Blob([bytes], { type: mime })]) {
    const { error } = await images.upload(key, body, { contentType: mime });
    expect(error).toMatchObject(refused(mime));
  }
  expect(await rowsOf('public-images', key)).toEqual([]);
  expect(filesOf('public-images', key)).toEqual([]);
});

test('a real image is stored and served with nosniff', async () => {
  const key = `${carol.id}/real.png`;
  expect((await carol.client.storage.from('public-images').upload(key, pngBytes(), { contentType: 'image/png' })).error).toBeNull();
  const res = await fetch(storageUrl(`object/public/public-images/${key}`));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const missing = await fetch(storageUrl('object/public/public-images/nobody/none.png'));
  expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
});

test('HTML copied or moved from a bucket that takes anything into an image-only bucket is refused', async () => {
  const docs = carol.client.storage.from('private-docs');
  const src = `${carol.id}/page.png`;
  expect((await docs.upload(src, HTML, { contentType: 'image/png' })).error).toBeNull();
  const copy = await docs.copy(src, `${carol.id}/copied.png`, { destinationBucket: 'public-images' });
  expect(copy.error).toMatchObject(refused('image/png'));
  const move = await docs.move(src, `${carol.id}/moved.png`, { destinationBucket: 'public-images' });
  expect(move.error).toMatchObject(refused('image/png'));
  expect(await rowsOf('public-images', `${carol.id}/copied.png`)).toEqual([]);
  expect(await rowsOf('public-images', `${carol.id}/moved.png`)).toEqual([]);
  expect(await rowsOf('private-docs', src)).toHaveLength(1);
  expect(filesOf('private-docs', src)).toHaveLength(1);
});

test('anon and authenticated hold no TRUNCATE, TRIGGER, REFERENCES or MAINTAIN on the storage tables', async () => {
  const rows = await sql`
    select r.role, t.tbl, p.priv, has_table_privilege(r.role, t.tbl, p.priv) as granted
    from unnest(array['anon', 'authenticated']) as r(role),
         unnest(array['storage.objects', 'storage.buckets']) as t(tbl),
         unnest(array['TRUNCATE', 'TRIGGER', 'REFERENCES', 'MAINTAIN', 'SELECT', 'INSERT', 'UPDATE', 'DELETE']) as p(priv)`;
  for (const r of rows)
    expect({ ...r, granted: r.granted }).toEqual({ ...r, granted: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'].includes(r.priv) });

  const before = await sql`select count(*)::int as n from storage.objects`;
  for (const role of ['anon', 'authenticated']) {
    const attempt = sql.begin(async (tx) => {
      await tx.unsafe(`set local role ${role}`);
      await tx`truncate storage.objects`;
    });
    await expect(attempt).rejects.toMatchObject({ code: '42501' });
  }
  expect(await sql`select count(*)::int as n from storage.objects`).toEqual(before);
});
