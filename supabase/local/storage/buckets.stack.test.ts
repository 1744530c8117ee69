// Bucket management through supabase-js: service role round trip, user creation under
// storage.buckets RLS, and the errors in Storage's shape.
import fs from 'node:fs';
import path from 'node:path';
import { anonClient, serviceClient } from '../testing/clients';
import { filesOf, newUser, sql, storageDir } from '../testing/storage';

afterAll(() => sql.end());

test('service role: create, get, list, update, empty and delete a bucket', async () => {
  const storage = serviceClient().storage;
  const id = `svc-${Date.now()}`;
  expect(await storage.createBucket(id, { public: false, fileSizeLimit: '2MB', allowedMimeTypes: ['text/*'] })).toEqual({
    data: { name: id },
    error: null,
  });
  const got = await storage.getBucket(id);
  expect(got.data).toMatchObject({ id, name: id, public: false, file_size_limit: 2_000_000, allowed_mime_types: ['text/*'], owner: null });
  expect((await storage.listBuckets()).data!.map((b) => b.id)).toEqual(expect.arrayContaining([id, 'public-images', 'private-docs']));
  expect((await storage.listBuckets({ search: 'svc-' })).data!.map((b) => b.id)).toContain(id);

  expect(await storage.updateBucket(id, { public: true, fileSizeLimit: null, allowedMimeTypes: null })).toEqual({
    data: { message: 'Successfully updated' },
    error: null,
  });
  expect((await storage.getBucket(id)).data).toMatchObject({ public: true, file_size_limit: null, allowed_mime_types: null });

  await storage.from(id).upload('a/one.txt', '1');
  await storage.from(id).upload('two.txt', '2');
  const notEmpty = await storage.deleteBucket(id);
  expect(notEmpty.error).toMatchObject({ status: 400, statusCode: '409', code: 'ResourceNotEmpty' });

  expect(await storage.emptyBucket(id)).toEqual({ data: { message: 'Successfully emptied' }, error: null });
  expect(filesOf(id, 'a/one.txt')).toEqual([]);
  expect(await storage.deleteBucket(id)).toEqual({ data: { message: 'Successfully deleted' }, error: null });
  expect((await storage.getBucket(id)).error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
  expect(fs.existsSync(path.join(storageDir(), id))).toBe(false);
});

test('bucket errors: duplicate, invalid name, over the global limit, bad mime rule, unknown bucket', async () => {
  const storage = serviceClient().storage;
  expect((await storage.createBucket('private-docs')).error).toMatchObject({ statusCode: '409', code: 'BucketAlreadyExists' });
  expect((await storage.createBucket('../escape')).error).toMatchObject({ statusCode: '400', code: 'InvalidBucketName' });
  expect((await storage.createBucket(`huge-${Date.now()}`, { public: false, fileSizeLimit: '900GB' })).error).toMatchObject({
    statusCode: '413',
    code: 'EntityTooLarge',
  });
  expect((await storage.createBucket(`mime-${Date.now()}`, { public: false, allowedMimeTypes: ['not a mime'] })).error).toMatchObject({
    statusCode: '415',
    code: 'InvalidMimeType',
  });
  expect((await storage.updateBucket('no-such-bucket', { public: true })).error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  expect((await storage.from('no-such-bucket').upload('x.txt', 'x')).error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
});

test('users create buckets only where storage.buckets RLS allows, and see only their own', async () => {
  const erin = await newUser('erin');
  const storage = erin.client.storage;
  const mine = `user-${erin.id}-pics`;
  expect(await storage.createBucket(mine)).toEqual({ data: { name: mine }, error: null });
  const [row] = await sql`select owner, owner_id, public from storage.buckets where id = ${mine}`;
  expect(row).toEqual({ owner: erin.id, owner_id: erin.id, public: false });
  expect((await storage.listBuckets()).data!.map((b) => b.id)).toEqual([mine]);

  const refused = await storage.createBucket('someone-elses');
  expect(refused.error).toMatchObject({
    status: 400,
    statusCode: '403',
    code: 'AccessDenied',
    message: 'new row violates row-level security policy',
  });
  expect(await sql`select 1 from storage.buckets where id = 'someone-elses'`).toHaveLength(0);
  const empty = `empty-${Date.now()}`;
  await serviceClient().storage.createBucket(empty);
  expect((await storage.deleteBucket(empty)).error).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  expect(await sql`select 1 from storage.buckets where id = ${empty}`).toHaveLength(1);

  expect((await anonClient().storage.listBuckets()).data).toEqual([]);
  expect((await anonClient().storage.createBucket('anon-bucket')).error).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
});
