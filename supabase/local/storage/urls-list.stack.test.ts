// Signed URLs (single, batch, expiry, tampering), listing with folders, move, copy and remove.
import { signHs256 } from '../keys';
import { anonClient, stackEnv } from '../testing/clients';
import { filesOf, newUser, rowsOf, sql, storageUrl, type StorageUser } from '../testing/storage';

let bob: StorageUser;

beforeAll(async () => {
  bob = await newUser('bob');
});
afterAll(() => sql.end());

test('signed URLs fetch without credentials, honour download and refuse expired or tampered tokens', async () => {
  const key = `${bob.id}/report final.txt`;
  const docs = bob.client.storage.from('private-docs');
  await docs.upload(key, 'signed content');

  const signed = await docs.createSignedUrl(key, 60);
  expect(signed.error).toBeNull();
  const res = await fetch(signed.data!.signedUrl);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('signed content');
  expect(res.headers.get('expires')).toBeTruthy();

  const named = await docs.createSignedUrl(key, 60, { download: 'relatorio final.txt' });
  const dl = await fetch(named.data!.signedUrl);
  expect(dl.headers.get('content-disposition')).toBe("attachment; filename=relatorio%20final.txt; filename*=UTF-8''relatorio%20final.txt;");
  const bare = await fetch((await docs.createSignedUrl(key, 60, { download: true })).data!.signedUrl);
  expect(bare.headers.get('content-disposition')).toBe('attachment;');

  const now = Math.floor(Date.now() / 1000);
  const expired = signHs256({ url: `private-docs/${key}`, iat: now - 120, exp: now - 60 }, stackEnv.jwtSecret);
  const late = await fetch(storageUrl(`object/sign/private-docs/${encodeURI(key)}?token=${expired}`));
  expect(late.status).toBe(400);
  expect(await late.json()).toEqual({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'jwt expired' });

  const token = new URL(signed.data!.signedUrl).searchParams.get('token')!;
  const forged = await fetch(storageUrl(`object/sign/private-docs/${encodeURI(key)}?token=${token.slice(0, -2)}xx`));
  expect(await forged.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT', message: 'invalid signature' });
  const otherPath = await fetch(storageUrl(`object/sign/private-docs/${bob.id}/other.txt?token=${token}`));
  expect(await otherPath.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
});

test('batch signed URLs report the paths the caller cannot read', async () => {
  const docs = bob.client.storage.from('private-docs');
  await docs.upload(`${bob.id}/a.txt`, 'A');
  const { data, error } = await docs.createSignedUrls([`${bob.id}/a.txt`, `${bob.id}/missing.txt`], 60);
  expect(error).toBeNull();
  expect(data![0]).toMatchObject({ path: `${bob.id}/a.txt`, error: null, signedUrl: expect.stringContaining('token=') });
  expect(data![1]).toEqual({
    path: `${bob.id}/missing.txt`,
    error: 'Either the object does not exist or you do not have access to it',
    signedURL: null,
    signedUrl: null,
  });
  expect(await (await fetch(data![0].signedUrl!)).text()).toBe('A');

  const stranger = await newUser('stranger');
  const theirs = await stranger.client.storage.from('private-docs').createSignedUrl(`${bob.id}/a.txt`, 60);
  expect(theirs.error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
});

test('signed upload URLs: signed as the caller, used without credentials, owned by the signer', async () => {
  const key = `${bob.id}/via-signed.txt`;
  const { data, error } = await bob.client.storage.from('private-docs').createSignedUploadUrl(key);
  expect(error).toBeNull();
  const anonDocs = anonClient().storage.from('private-docs');
  expect(await anonDocs.uploadToSignedUrl(key, data!.token, 'signed upload')).toEqual({
    data: { path: key, fullPath: `private-docs/${key}` },
    error: null,
  });
  const [row] = await rowsOf('private-docs', key);
  expect(row).toMatchObject({ owner: bob.id, owner_id: bob.id, metadata: { size: 13 } });
  expect((await anonDocs.uploadToSignedUrl(key, data!.token, 'again')).error).toMatchObject({
    statusCode: '409',
    code: 'KeyAlreadyExists',
  });
  expect((await anonDocs.uploadToSignedUrl(`${bob.id}/elsewhere.txt`, data!.token, 'x')).error).toMatchObject({ code: 'InvalidSignature' });

  const stranger = await newUser('stranger');
  const refused = await stranger.client.storage.from('private-docs').createSignedUploadUrl(`${bob.id}/planted.txt`);
  expect(refused.error).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
});

test('list returns direct children, folders first, with prefix, search, limit/offset and sortBy', async () => {
  const docs = bob.client.storage.from('private-docs');
  const base = `${bob.id}/tree`;
  for (const k of ['b.txt', 'a.txt', 'sub/x.txt', 'sub/deeper/y.txt', 'other/z.txt', 'casa.txt']) {
    expect((await docs.upload(`${base}/${k}`, k)).error).toBeNull();
  }
  const { data, error } = await docs.list(base);
  expect(error).toBeNull();
  expect(data!.map((e) => e.name)).toEqual(['other', 'sub', 'a.txt', 'b.txt', 'casa.txt']);
  expect(data![0]).toEqual({ name: 'other', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
  expect(data![2]).toMatchObject({ id: expect.any(String), metadata: { size: 5, mimetype: 'text/plain;charset=UTF-8' } });

  expect((await docs.list(`${base}/sub`)).data!.map((e) => e.name)).toEqual(['deeper', 'x.txt']);
  expect((await docs.list(base, { search: 'CA' })).data!.map((e) => e.name)).toEqual(['casa.txt']);
  expect((await docs.list(base, { limit: 2, offset: 1 })).data!.map((e) => e.name)).toEqual(['sub', 'a.txt']);
  const desc = await docs.list(base, { sortBy: { column: 'name', order: 'desc' } });
  expect(desc.data!.map((e) => e.name)).toEqual(['sub', 'other', 'casa.txt', 'b.txt', 'a.txt']);

  // Another user sees nothing of Bob's folder.
  const stranger = await newUser('stranger');
  expect((await stranger.client.storage.from('private-docs').list(base)).data).toEqual([]);
});

test('move, copy and remove round trip', async () => {
  const docs = bob.client.storage.from('private-docs');
  const src = `${bob.id}/mv/source.txt`;
  await docs.upload(src, 'payload', { metadata: { k: 'v' } });
  const [before] = await rowsOf('private-docs', src);

  expect(await docs.move(src, `${bob.id}/mv/moved.txt`)).toEqual({ data: { message: 'Successfully moved' }, error: null });
  expect(await rowsOf('private-docs', src)).toEqual([]);
  expect(filesOf('private-docs', src)).toEqual([]);
  expect(filesOf('private-docs', `${bob.id}/mv/moved.txt`)).toEqual([`#${before.version}`]);

  const copied = await docs.copy(`${bob.id}/mv/moved.txt`, `${bob.id}/mv/copy.txt`);
  expect(copied).toEqual({ data: { path: `private-docs/${bob.id}/mv/copy.txt` }, error: null });
  const [copy] = await rowsOf('private-docs', `${bob.id}/mv/copy.txt`);
  expect(copy.user_metadata).toEqual({ k: 'v' });
  expect(await (await docs.download(`${bob.id}/mv/copy.txt`)).data!.text()).toBe('payload');

  const exists = await docs.copy(`${bob.id}/mv/moved.txt`, `${bob.id}/mv/copy.txt`);
  expect(exists.error).toMatchObject({ statusCode: '409', code: 'KeyAlreadyExists' });
  const outside = await docs.move(`${bob.id}/mv/moved.txt`, 'someone-else/stolen.txt');
  expect(outside.error).toMatchObject({ statusCode: '403', code: 'AccessDenied' });

  const removed = await docs.remove([`${bob.id}/mv/moved.txt`, `${bob.id}/mv/copy.txt`, `${bob.id}/mv/never.txt`]);
  expect(removed.error).toBeNull();
  expect(removed.data!.map((r) => r.name).sort()).toEqual([`${bob.id}/mv/copy.txt`, `${bob.id}/mv/moved.txt`]);
  expect(removed.data![0]).toMatchObject({ bucket_id: 'private-docs', id: expect.any(String), metadata: { size: 7 } });
  expect(filesOf('private-docs', `${bob.id}/mv/moved.txt`)).toEqual([]);
  expect(filesOf('private-docs', `${bob.id}/mv/copy.txt`)).toEqual([]);
  expect(await (await docs.remove([`${bob.id}/mv/moved.txt`])).data).toEqual([]);
});
