// Storage objects through supabase-js: upload (raw and multipart), download, info/exists,
// upsert, update, public and authenticated URLs, conditional GETs.
import { anonClient } from '../testing/clients';
import { apiHeaders, filesOf, newUser, pngBytes, rowsOf, sql, storageUrl, type StorageUser } from '../testing/storage';

let alice: StorageUser;

beforeAll(async () => {
  alice = await newUser('alice');
});
afterAll(() => sql.end());

test('raw upload: the row, the file and the download agree', async () => {
  const key = `${alice.id}/notes/hello.txt`;
  const docs = alice.client.storage.from('private-docs');
  const up = await docs.upload(key, 'olá, mundo', { contentType: 'text/plain;charset=UTF-8', metadata: { lang: 'pt' } });
  expect(up.error).toBeNull();
  expect(up.data).toEqual({ path: key, id: expect.any(String), fullPath: `private-docs/${key}` });

  const [row] = await rowsOf('private-docs', key);
  expect(row).toMatchObject({ owner: alice.id, owner_id: alice.id, user_metadata: { lang: 'pt' } });
  expect(row.metadata).toMatchObject({
    size: Buffer.byteLength('olá, mundo'),
    mimetype: 'text/plain;charset=UTF-8',
    cacheControl: 'max-age=3600',
  });
  expect(filesOf('private-docs', key)).toEqual([`#${row.version}`]);

  const down = await docs.download(key);
  expect(down.error).toBeNull();
  expect(await down.data!.text()).toBe('olá, mundo');
  expect(down.data!.type).toBe('text/plain;charset=utf-8');
});

test('Blob and File uploads go multipart: the file part content type becomes the mimetype', async () => {
  const images = alice.client.storage.from('public-images');
  const bytes = pngBytes();
  const blobKey = `${alice.id}/blob.png`;
  const fileKey = `${alice.id}/file.png`;
  expect((await images.upload(blobKey, new Blob([bytes], { type: 'image/png' }), { cacheControl: '60' })).error).toBeNull();
  expect((await images.upload(fileKey, new File([bytes], 'x.png', { type: 'image/webp' }), { metadata: { a: 1 } })).error).toBeNull();

  const [blobRow] = await rowsOf('public-images', blobKey);
  expect(blobRow.metadata).toMatchObject({ mimetype: 'image/png', size: bytes.length, cacheControl: 'max-age=60' });
  const [fileRow] = await rowsOf('public-images', fileKey);
  expect(fileRow.metadata).toMatchObject({ mimetype: 'image/webp', cacheControl: 'max-age=3600' });
  expect(fileRow.user_metadata).toEqual({ a: 1 });

  const down = await images.download(blobKey);
  expect(Buffer.from(await down.data!.arrayBuffer()).equals(bytes)).toBe(true);
});

test('upsert false on an existing key answers 409 KeyAlreadyExists; upsert true and update replace the bytes', async () => {
  const key = `${alice.id}/dup.txt`;
  const docs = alice.client.storage.from('private-docs');
  expect((await docs.upload(key, 'v1')).error).toBeNull();
  const [first] = await rowsOf('private-docs', key);

  const again = await docs.upload(key, 'v2');
  expect(again.data).toBeNull();
  expect(again.error).toMatchObject({ status: 400, statusCode: '409', code: 'KeyAlreadyExists', message: 'The resource already exists' });
  expect(filesOf('private-docs', key)).toEqual([`#${first.version}`]);

  expect((await docs.upload(key, 'v3', { upsert: true })).error).toBeNull();
  const [second] = await rowsOf('private-docs', key);
  expect(second.version).not.toBe(first.version);
  expect(filesOf('private-docs', key)).toEqual([`#${second.version}`]); // the replaced version is gone
  expect(await (await docs.download(key)).data!.text()).toBe('v3');

  expect((await docs.update(key, Buffer.from('v4'), { contentType: 'application/octet-stream' })).error).toBeNull();
  const dl = await docs.download(key);
  expect(await dl.data!.text()).toBe('v4');
  expect(dl.data!.type).toBe('application/octet-stream');
  expect(filesOf('private-docs', key)).toHaveLength(1);
});

test('concurrent upserts of one key leave one row and one file', async () => {
  const key = `${alice.id}/race.txt`;
  const docs = alice.client.storage.from('private-docs');
  const bodies = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
  const results = await Promise.all(bodies.map((b) => docs.upload(key, b, { upsert: true })));
  expect(results.map((r) => r.error)).toEqual(bodies.map(() => null));
  const [row] = await rowsOf('private-docs', key);
  expect(filesOf('private-docs', key)).toEqual([`#${row.version}`]);
  expect(bodies).toContain(await (await docs.download(key)).data!.text());
});

test('info and exists', async () => {
  const key = `${alice.id}/info.txt`;
  const docs = alice.client.storage.from('private-docs');
  await docs.upload(key, 'abc', { metadata: { tag: 'x' } });
  const info = await docs.info(key);
  expect(info.error).toBeNull();
  expect(info.data).toMatchObject({
    name: key,
    bucketId: 'private-docs',
    size: 3,
    contentType: 'text/plain;charset=UTF-8',
    cacheControl: 'max-age=3600',
    metadata: { tag: 'x' },
    etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
  });
  expect(await docs.exists(key)).toEqual({ data: true, error: null });
  const missing = await docs.exists(`${alice.id}/nope.txt`);
  expect(missing.data).toBe(false);
  expect(missing.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
});

test('public URLs serve public buckets without a key; private buckets refuse them', async () => {
  const key = `${alice.id}/public url.png`;
  const bytes = pngBytes();
  await alice.client.storage.from('public-images').upload(key, bytes, { contentType: 'image/png' });
  const { publicUrl } = anonClient().storage.from('public-images').getPublicUrl(key).data;
  const res = await fetch(publicUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toBe('max-age=3600');
  expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);

  const dl = await fetch(anonClient().storage.from('public-images').getPublicUrl(key, { download: 'foto.png' }).data.publicUrl);
  expect(dl.headers.get('content-disposition')).toBe("attachment; filename=foto.png; filename*=UTF-8''foto.png;");

  await alice.client.storage.from('private-docs').upload(`${alice.id}/secret.txt`, 'psst');
  const priv = await fetch(anonClient().storage.from('private-docs').getPublicUrl(`${alice.id}/secret.txt`).data.publicUrl);
  expect(priv.status).toBe(400);
  expect(await priv.json()).toEqual({ statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
});

test('download headers and conditional requests', async () => {
  const key = `${alice.id}/cond.txt`;
  await alice.client.storage.from('private-docs').upload(key, 'conditional');
  const headers = apiHeaders(alice.token);
  const url = storageUrl(`object/authenticated/private-docs/${key}`);
  const res = await fetch(url, { headers });
  expect(res.status).toBe(200);
  const etag = res.headers.get('etag')!;
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  expect(new Date(res.headers.get('last-modified')!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  expect(await res.text()).toBe('conditional');

  const again = await fetch(url, { headers: { ...headers, 'If-None-Match': etag } });
  expect(again.status).toBe(304);
  const range = await fetch(url, { headers: { ...headers, Range: 'bytes=0-3' } });
  expect(range.status).toBe(206);
  expect(await range.text()).toBe('cond');
  // Anonymous callers do not pass the private bucket's policies.
  const anon = await fetch(url, { headers: apiHeaders() });
  expect(anon.status).toBe(400);
  expect(await anon.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
});
