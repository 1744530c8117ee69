// Reading objects: authenticated download (GET /object/{b}/{path} and
// /object/authenticated/{b}/{path}), public URLs, signed URLs and object info.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from '../context';
import { asCaller } from '../db';
import type { Stack } from '../types';
import { storageRoot } from './disk';
import { ERR } from './errors';
import { mustBeValidBucketName, mustBeValidKey } from './names';
import { sendOk } from './request';
import { findBucketLimits, mustFindBucket, mustFindObject, type ObjectRow } from './rows';
import { serveObject } from './serve';
import { verifyUrlToken } from './tokens';

function downloadParam(url: URL): string | null {
  return url.searchParams.has('download') ? url.searchParams.get('download') : null;
}

function refuseTransforms(url: URL) {
  for (const p of ['width', 'height', 'resize', 'format', 'quality']) {
    if (url.searchParams.has(p)) throw ERR.notSupported('Image transformation');
  }
}

export async function handleDownload(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  stack: Stack,
  ctx: RequestContext,
  bucketId: string,
  key: string,
) {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(key);
  refuseTransforms(url);
  await mustFindBucket(stack.sql, bucketId);
  const row = await asCaller(stack.sql, ctx, (tx) => mustFindObject(tx, bucketId, key), { readOnly: true, method: 'GET' });
  await serveObject(req, res, storageRoot(stack.config.dataDir), row, { download: downloadParam(url) });
}

export async function handlePublic(req: IncomingMessage, res: ServerResponse, url: URL, stack: Stack, bucketId: string, key: string) {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(key);
  refuseTransforms(url);
  const bucket = await findBucketLimits(stack.sql, bucketId);
  // A private bucket answers exactly like a missing one.
  if (!bucket || !bucket.public) throw ERR.noSuchBucket();
  const row = await mustFindObject(stack.sql, bucketId, key);
  await serveObject(req, res, storageRoot(stack.config.dataDir), row, { download: downloadParam(url) });
}

export async function handleSignedGet(req: IncomingMessage, res: ServerResponse, url: URL, stack: Stack, bucketId: string, key: string) {
  const token = url.searchParams.get('token');
  if (!token) throw ERR.missingParameter('token');
  const claims = verifyUrlToken(stack.keys.jwtSecret, token);
  if (claims.url !== `${bucketId}/${key}`) throw ERR.invalidSignature();
  mustBeValidBucketName(bucketId);
  mustBeValidKey(key);
  const row = await mustFindObject(stack.sql, bucketId, key);
  await serveObject(req, res, storageRoot(stack.config.dataDir), row, {
    download: downloadParam(url),
    expires: new Date(claims.exp * 1000),
  });
}

function infoBody(row: ObjectRow) {
  const m = row.metadata ?? {};
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: m.size ?? null,
    content_type: m.mimetype ?? null,
    cache_control: m.cacheControl ?? null,
    etag: m.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
}

/** GET /object/info[/public|/authenticated]/{b}/{path}: public buckets answer anyone. */
export async function handleInfo(
  res: ServerResponse,
  stack: Stack,
  ctx: RequestContext,
  bucketId: string,
  key: string,
  publicRoute: boolean,
) {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(key);
  const bucket = await findBucketLimits(stack.sql, bucketId);
  if (!bucket || (publicRoute && !bucket.public)) throw ERR.noSuchBucket();
  const row = bucket.public
    ? await mustFindObject(stack.sql, bucketId, key)
    : await asCaller(stack.sql, ctx, (tx) => mustFindObject(tx, bucketId, key), { readOnly: true, method: 'GET' });
  sendOk(res, infoBody(row));
}
