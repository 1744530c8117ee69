// Object bytes on the local disk. Like Supabase Storage's file backend, every stored version is
// its own file: <dataDir>/storage/<bucket>/<key segments...>/#<version>. Keys and bucket ids can
// never contain '#', so a version file never collides with a folder of another key, and an
// object "a" can coexist with an object "a/b". Uploads are staged in <root>/#uploads and renamed
// into place only once their database row is accepted.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { ERR } from './errors';
import { isSafeKey, isValidBucketName } from './names';

export function storageRoot(dataDir: string): string {
  return path.join(dataDir, 'storage');
}

export function bucketDir(root: string, bucketId: string): string {
  if (!isValidBucketName(bucketId)) throw ERR.invalidBucketName();
  return path.join(root, bucketId);
}

export function versionFile(root: string, bucketId: string, key: string, version: string): string {
  if (!isSafeKey(key)) throw ERR.invalidKey(key);
  if (!/^[\w-]+$/.test(version)) throw ERR.internal('Invalid object version');
  const base = bucketDir(root, bucketId);
  const file = path.join(base, ...key.split('/'), `#${version}`);
  // Defence in depth: the validated key can only resolve inside its bucket folder.
  if (!path.resolve(file).startsWith(path.resolve(base) + path.sep)) throw ERR.invalidKey(key);
  return file;
}

const STALE_STAGING_MS = 24 * 60 * 60 * 1000;
const sweptRoots = new Set<string>();

/** A fresh path in the staging folder (same filesystem as the buckets, so rename is atomic). */
export async function stagingFile(root: string): Promise<string> {
  const dir = path.join(root, '#uploads');
  await fsp.mkdir(dir, { recursive: true });
  if (!sweptRoots.has(root)) {
    // Uploads cut short by a crash of an earlier run leave staged files: drop the old ones.
    sweptRoots.add(root);
    for (const name of await fsp.readdir(dir).catch(() => [])) {
      const file = path.join(dir, name);
      const stat = await fsp.stat(file).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > STALE_STAGING_MS) await removeQuietly(file);
    }
  }
  return path.join(dir, crypto.randomUUID());
}

/** Moves a file into place, creating its folders; retries if a concurrent prune removed them. */
export async function placeFile(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await fsp.mkdir(path.dirname(to), { recursive: true });
    try {
      await fsp.rename(from, to);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 4 || !fs.existsSync(from)) throw e;
    }
  }
}

export async function copyToStaging(root: string, source: string): Promise<string> {
  const tmp = await stagingFile(root);
  await fsp.copyFile(source, tmp);
  return tmp;
}

export async function removeQuietly(file: string): Promise<void> {
  await fsp.rm(file, { force: true }).catch(() => {});
}

/** Removes a stored version and the folders it leaves empty, up to (not including) its bucket folder. */
export async function removeVersion(root: string, bucketId: string, key: string, version: string | null): Promise<void> {
  if (!version || !isSafeKey(key) || !isValidBucketName(bucketId) || !/^[\w-]+$/.test(version)) return;
  const file = versionFile(root, bucketId, key, version);
  await removeQuietly(file);
  await pruneEmptyFolders(path.dirname(file), bucketDir(root, bucketId));
}

export async function pruneEmptyFolders(dir: string, stopAt: string): Promise<void> {
  const stop = path.resolve(stopAt);
  let current = path.resolve(dir);
  while (current.startsWith(stop + path.sep)) {
    try {
      await fsp.rmdir(current);
    } catch {
      return; // not empty (or already gone): nothing more to prune
    }
    current = path.dirname(current);
  }
}

export async function removeBucketFolder(root: string, bucketId: string): Promise<void> {
  if (!isValidBucketName(bucketId)) return;
  await fsp.rm(bucketDir(root, bucketId), { recursive: true, force: true }).catch(() => {});
}
