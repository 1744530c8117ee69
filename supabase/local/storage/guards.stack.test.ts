// What Storage refuses: policy violations, size and mime limits, unsafe keys, bad credentials.
// A refusal must leave neither a row nor a file (nor a staged upload) behind.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { signHs256 } from '../keys';
import { anonClient, stackEnv } from '../testing/clients';
import {
  apiHeaders,
  filesOf,
  mintedUser,
  newUser,
  pngBytes,
  rowsOf,
  sql,
  stagedFiles,
  storageDir,
  storageUrl,
  type StorageUser,
} from '../testing/storage';

let carol: StorageUser;
let dave: StorageUser;

beforeAll(async () => {
  [carol, dave] = await Promise.all([newUser('carol'), newUser('dave')]);
});
afterAll(() => sql.end());

const RLS = { status: 400, statusCode: '403', code: 'AccessDenied', message: 'new row violates row-level security policy' };

test("a user writing into another user's folder is refused and nothing is left behind", async () => {
  const key = `${dave.id}/planted.txt`;
  const raw = await carol.client.storage.from('private-docs').upload(key, 'not yours');
  expect(raw.error).toMatchObject(RLS);
  const multipart = await carol.client.storage
    .from('public-images')
    .upload(`${dave.id}/x.png`, new Blob([pngBytes()], { type: 'image/png' }));
  expect(multipart.error).toMatchObject(RLS);
  expect(await rowsOf('private-docs', key)).toEqual([]);
  expect(await rowsOf('public-images', `${dave.id}/x.png`)).toEqual([]);
  expect(filesOf('private-docs', key)).toEqual([]);
  expect(fs.existsSync(path.join(storageDir(), 'private-docs', dave.id))).toBe(false);
  expect(stagedFiles()).toEqual([]);
});

test('a transaction that fails at commit removes the file it had already placed', async () => {
  // A deferred trigger fails the COMMIT after the row was accepted and the file renamed into place.
  await sql.unsafe(`
    create or replace function public.storage_test_fail_at_commit() returns trigger language plpgsql as $$
    begin raise exception 'refused at commit'; end $$;
    create constraint trigger storage_test_fail_at_commit after insert on storage.objects
      deferrable initially deferred for each row when (new.name like '%/fail-at-commit.txt')
      execute function public.storage_test_fail_at_commit();`);
  try {
    const key = `${carol.id}/fail-at-commit.txt`;
    const res = await carol.client.storage.from('private-docs').upload(key, 'doomed');
    expect(res.error).toMatchObject({ status: 500, statusCode: '500', code: 'DatabaseError', message: 'refused at commit' });
    expect(await rowsOf('private-docs', key)).toEqual([]);
    expect(filesOf('private-docs', key)).toEqual([]);
    expect(stagedFiles()).toEqual([]);
  } finally {
    await sql.unsafe(`drop trigger storage_test_fail_at_commit on storage.objects;
                      drop function public.storage_test_fail_at_commit();`);
  }
});

test('anonymous uploads are refused', async () => {
  const key = `${carol.id}/anon.png`;
  const res = await anonClient().storage.from('public-images').upload(key, pngBytes(), { contentType: 'image/png' });
  expect(res.error).toMatchObject(RLS);
  expect(await rowsOf('public-images', key)).toEqual([]);
  expect(filesOf('public-images', key)).toEqual([]);
});

test('the bucket size limit answers 413 EntityTooLarge, raw or multipart, and stores nothing', async () => {
  const images = carol.client.storage.from('public-images');
  const big = pngBytes(1024 * 1024); // 1 MB + header, over the bucket's 1 MB
  const tooLarge = { status: 400, statusCode: '413', code: 'EntityTooLarge', message: 'The object exceeded the maximum allowed size' };
  expect((await images.upload(`${carol.id}/big.png`, big, { contentType: 'image/png' })).error).toMatchObject(tooLarge);
  expect((await images.upload(`${carol.id}/big2.png`, new Blob([big], { type: 'image/png' }))).error).toMatchObject(tooLarge);
  // A stream has no Content-Length: the limit is enforced while reading.
  const stream = new ReadableStream({
    start(c) {
      c.enqueue(big);
      c.close();
    },
  });
  expect((await images.upload(`${carol.id}/big3.png`, stream as any, { contentType: 'image/png' })).error).toMatchObject(tooLarge);
  for (const k of ['big.png', 'big2.png', 'big3.png']) {
    expect(await rowsOf('public-images', `${carol.id}/${k}`)).toEqual([]);
    expect(filesOf('public-images', `${carol.id}/${k}`)).toEqual([]);
  }
  expect(stagedFiles()).toEqual([]);
  // Just under the limit is fine.
  expect((await images.upload(`${carol.id}/fits.png`, pngBytes(1024 * 1024 - 8), { contentType: 'image/png' })).error).toBeNull();
});

test('allowed_mime_types with wildcards: image/* accepts images and refuses the rest with 415', async () => {
  const images = carol.client.storage.from('public-images');
  expect((await images.upload(`${carol.id}/ok.webp`, pngBytes(), { contentType: 'image/webp' })).error).toBeNull();
  const wrong = await images.upload(`${carol.id}/doc.txt`, 'text');
  expect(wrong.error).toMatchObject({
    status: 400,
    statusCode: '415',
    code: 'InvalidMimeType',
    message: 'mime type text/plain;charset=UTF-8 is not supported',
  });
  const wrongPart = await images.upload(`${carol.id}/doc.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }));
  expect(wrongPart.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
  expect(await rowsOf('public-images', `${carol.id}/doc.pdf`)).toEqual([]);
  expect(filesOf('public-images', `${carol.id}/doc.pdf`)).toEqual([]);
});

test('unsafe keys are refused with InvalidKey before anything is written', async () => {
  const docs = carol.client.storage.from('private-docs');
  for (const key of [`${carol.id}/..%2F..%2F..%2Fescape.txt`, `${carol.id}/a%00b.txt`, `${carol.id}/ção.txt`]) {
    const res = await docs.upload(key, 'x');
    expect(res.error).toMatchObject({ status: 400, statusCode: '400', code: 'InvalidKey' });
  }
  // Paths fetch would normalise, sent as-is: dot segments and an empty segment (absolute path).
  for (const raw of [
    `${carol.id}/../../../escape.txt`,
    `${carol.id}/./x.txt`,
    `/etc/escape.txt`,
    `${carol.id}/%2e%2e/x.txt`,
    `${carol.id}/a\\..\\b.txt`,
  ]) {
    const res = await rawPost(`/storage/v1/object/private-docs/${raw}`, carol.token);
    expect(res).toEqual({ status: 400, body: expect.objectContaining({ statusCode: '400', code: 'InvalidKey' }) });
  }
  expect(fs.existsSync(path.join(storageDir(), 'escape.txt'))).toBe(false);
  expect(fs.existsSync(path.join(path.dirname(storageDir()), 'escape.txt'))).toBe(false);
  const [{ count }] =
    await sql`select count(*)::int as count from storage.objects where name like ${carol.id + '/%'} and name ~ '(\\.\\.|ção|\\x00)'`;
  expect(count).toBe(0);
});

test('credentials: a bad bearer token is InvalidJWT, a missing API key is refused', async () => {
  const bad = await fetch(storageUrl('object/list/private-docs'), {
    method: 'POST',
    headers: { ...apiHeaders('not.a.jwt'), 'content-type': 'application/json' },
    body: '{}',
  });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT' });
  const now = Math.floor(Date.now() / 1000);
  const expiredToken = signHs256({ sub: carol.id, role: 'authenticated', exp: now - 10 }, stackEnv.jwtSecret);
  const viaFetch = await fetch(storageUrl('object/list/private-docs'), {
    method: 'POST',
    headers: { ...apiHeaders(expiredToken), 'content-type': 'application/json' },
    body: '{}',
  });
  expect(await viaFetch.json()).toEqual({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'jwt expired' });
  const none = await fetch(storageUrl('object/list/private-docs'), { method: 'POST', body: '{}' });
  expect(none.status).toBe(401);
  expect(await none.json()).toEqual({ message: 'No API key found in request' });
});

test('legacy HS256 access tokens act as their user', async () => {
  const frank = await mintedUser('frank');
  const docs = frank.client.storage.from('private-docs');
  expect((await docs.upload(`${frank.id}/legacy.txt`, 'hs256')).error).toBeNull();
  expect(await rowsOf('private-docs', `${frank.id}/legacy.txt`)).toEqual([
    expect.objectContaining({ owner: frank.id, owner_id: frank.id }),
  ]);
  expect((await docs.upload(`${carol.id}/legacy.txt`, 'hs256')).error).toMatchObject(RLS);
});

test("another user's private object is invisible: info, exists, download and signing", async () => {
  const key = `${carol.id}/private.txt`;
  await carol.client.storage.from('private-docs').upload(key, 'mine');
  const theirs = dave.client.storage.from('private-docs');
  expect((await theirs.info(key)).error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  expect((await theirs.exists(key)).data).toBe(false);
  expect((await theirs.download(key)).error).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  expect((await theirs.remove([key])).data).toEqual([]);
  expect(await rowsOf('private-docs', key)).toHaveLength(1);
});

/** A POST whose path reaches the server byte for byte (no URL normalisation on the way). */
function rawPost(pathname: string, token: string): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(stackEnv.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: pathname, method: 'POST', headers: { ...apiHeaders(token), 'content-type': 'text/plain' } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end('x');
  });
}
