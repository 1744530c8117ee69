// [storage.buckets.*] seeding (seed-buckets.ts) against the test stack: a new bucket is created
// with its settings, a bucket a migration made is updated, every file under objects_path is
// uploaded under its relative key with the type its bytes say, and the bucket's limits apply.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceClient, stackEnv } from '../testing/clients';
import { pngBytes, sql } from '../testing/storage';
import { detectContentType, objectFiles, seedBuckets } from './seed-buckets';

const target = () => ({ url: stackEnv.url, secretKey: stackEnv.secretKey });
const created: string[] = [];
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-buckets-'));
  fs.mkdirSync(path.join(dir, 'owner', 'sub'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'owner', 'logo.png'), pngBytes(100));
  fs.writeFileSync(path.join(dir, 'owner', 'sub', 'notes.txt'), 'olá');
  fs.writeFileSync(path.join(dir, 'top.webp'), Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'), crypto.randomBytes(40)]));
});

afterAll(async () => {
  const admin = serviceClient();
  for (const id of created) {
    await admin.storage.emptyBucket(id);
    await admin.storage.deleteBucket(id);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a new bucket gets its settings and every file, keyed by its path below objects_path', async () => {
  const id = `seeded-${crypto.randomUUID().slice(0, 8)}`;
  created.push(id);
  const report = await seedBuckets(target(), {
    [id]: { public: true, fileSizeLimit: 1_000_000, allowedMimeTypes: null, objectsPath: dir },
  });
  expect(report).toEqual({ buckets: [id], objects: [`${id}/owner/logo.png`, `${id}/owner/sub/notes.txt`, `${id}/top.webp`] });
  const [bucket] = await sql`select public, file_size_limit, allowed_mime_types from storage.buckets where id = ${id}`;
  expect(bucket).toEqual({ public: true, file_size_limit: '1000000', allowed_mime_types: null });
  const rows = await sql<{ name: string; owner: string | null; mimetype: string }[]>`
    select name, owner, metadata->>'mimetype' as mimetype from storage.objects where bucket_id = ${id} order by name`;
  expect(rows).toEqual([
    { name: 'owner/logo.png', owner: null, mimetype: 'image/png' },
    { name: 'owner/sub/notes.txt', owner: null, mimetype: 'text/plain; charset=utf-8' },
    { name: 'top.webp', owner: null, mimetype: 'image/webp' },
  ]);
  const res = await fetch(`${stackEnv.url}/storage/v1/object/public/${id}/owner/logo.png`);
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(path.join(dir, 'owner', 'logo.png')))).toBe(true);
  // Seeding again (a second reset) replaces the files and keeps one row per key.
  await seedBuckets(target(), { [id]: { public: true, fileSizeLimit: 1_000_000, allowedMimeTypes: null, objectsPath: dir } });
  expect((await sql`select count(*)::int as n from storage.objects where bucket_id = ${id}`)[0].n).toBe(3);
});

test('a bucket that exists already is updated, and its limits refuse files that break them', async () => {
  const id = `seeded-${crypto.randomUUID().slice(0, 8)}`;
  created.push(id);
  expect((await serviceClient().storage.createBucket(id, { public: false })).error).toBeNull();
  await expect(
    seedBuckets(target(), {
      [id]: { public: true, fileSizeLimit: 1_000_000, allowedMimeTypes: ['image/png', 'image/webp'], objectsPath: dir },
    }),
  ).rejects.toThrow(/InvalidMimeType|invalid_mime_type/i);
  const [bucket] = await sql`select public, allowed_mime_types from storage.buckets where id = ${id}`;
  expect(bucket).toEqual({ public: true, allowed_mime_types: ['image/png', 'image/webp'] });
  await expect(
    seedBuckets(target(), { [id]: { public: true, fileSizeLimit: 50, allowedMimeTypes: null, objectsPath: dir } }),
  ).rejects.toThrow(/EntityTooLarge/);
});

test('a missing objects_path is an error, not an empty bucket', async () => {
  const id = `seeded-${crypto.randomUUID().slice(0, 8)}`;
  created.push(id);
  await expect(
    seedBuckets(target(), { [id]: { public: false, fileSizeLimit: 1000, allowedMimeTypes: null, objectsPath: path.join(dir, 'nope') } }),
  ).rejects.toThrow('objects_path');
});

test('content types come from the bytes, and files are walked in name order', () => {
  expect(detectContentType(pngBytes(10))).toBe('image/png');
  expect(detectContentType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
  expect(detectContentType(Buffer.from([0, 1, 2, 3]))).toBe('application/octet-stream');
  expect(detectContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('text/plain; charset=utf-8');
  expect(objectFiles(dir).map(([, key]) => key)).toEqual(['owner/logo.png', 'owner/sub/notes.txt', 'top.webp']);
});
