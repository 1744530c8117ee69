// [storage.buckets.<name>] of config.toml on a fresh database, as `supabase start` and
// `supabase db reset` seed them: each bucket is created, or updated when a migration made it
// already (public, file_size_limit, allowed_mime_types), then every file under its objects_path
// is uploaded with upsert, keyed by its path below that folder. It goes through the Storage API
// with the secret key, as the CLI does, so the bucket's own limits and checks apply.
import fs from 'node:fs';
import path from 'node:path';
import type { BucketSeed } from '../types';
import { sniffImage } from './content';

const UPLOAD_CONCURRENCY = 5;

export type SeedTarget = { url: string; secretKey: string };

export type SeededBuckets = { buckets: string[]; objects: string[] };

/** The CLI's content type for an upload: the format the bytes start with (Go's DetectContentType). */
export function detectContentType(bytes: Buffer): string {
  const head = bytes.subarray(0, 512);
  const image = sniffImage(head);
  if (image && image !== 'image/svg+xml') return image;
  if (head.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  const text = head.toString('utf8');
  // Go's rule: no byte that only binary data has (control characters other than whitespace).
  if (!/[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]/.test(text)) return 'text/plain; charset=utf-8';
  return 'application/octet-stream';
}

/** Every regular file below `dir`, as [absolute path, key with '/' separators], in name order. */
export function objectFiles(dir: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push([p, path.relative(dir, p).split(path.sep).join('/')]);
    }
  };
  walk(dir);
  return out;
}

async function call(target: SeedTarget, method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${target.url}/storage/v1/${route}`, {
    method,
    headers: {
      apikey: target.secretKey,
      authorization: `Bearer ${target.secretKey}`,
      ...(body !== undefined && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /storage/v1/${route} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

export async function seedBuckets(
  target: SeedTarget,
  config: Record<string, BucketSeed>,
  log: (m: string) => void = () => {},
): Promise<SeededBuckets> {
  const names = Object.keys(config).sort();
  if (names.length === 0) return { buckets: [], objects: [] };
  const existing = new Set(((await call(target, 'GET', 'bucket')) as { id: string }[]).map((b) => b.id));
  for (const name of names) {
    const b = config[name];
    const settings = { public: b.public, file_size_limit: b.fileSizeLimit, allowed_mime_types: b.allowedMimeTypes };
    if (existing.has(name)) {
      log(`[storage] updating bucket ${name}`);
      await call(target, 'PUT', `bucket/${encodeURIComponent(name)}`, settings);
    } else {
      log(`[storage] creating bucket ${name}`);
      await call(target, 'POST', 'bucket', { id: name, name, ...settings });
    }
  }
  const uploads: { bucket: string; file: string; key: string }[] = [];
  for (const name of names) {
    const dir = config[name].objectsPath;
    if (!dir) continue;
    if (!fs.existsSync(dir)) throw new Error(`[storage.buckets.${name}] objects_path ${dir} does not exist`);
    for (const [file, key] of objectFiles(dir)) uploads.push({ bucket: name, file, key });
  }
  const objects: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < uploads.length) {
      const { bucket, file, key } = uploads[next++];
      const bytes = fs.readFileSync(file);
      const route = `object/${encodeURIComponent(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
      log(`[storage] uploading ${file} => ${bucket}/${key}`);
      await call(target, 'POST', route, bytes, {
        'content-type': detectContentType(bytes),
        'cache-control': 'max-age=3600',
        'x-upsert': 'true',
      });
      objects.push(`${bucket}/${key}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, uploads.length) }, worker));
  return { buckets: names, objects: objects.sort() };
}
