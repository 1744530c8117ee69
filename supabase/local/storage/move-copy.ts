// POST /object/move and /object/copy. Move updates the row as the caller (UPDATE policy: USING on
// the source row, WITH CHECK on the destination) and renames the version file inside the
// transaction. Copy reads the source as the caller (SELECT) and creates the destination as the
// caller (INSERT, or upsert with x-upsert: true).
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { RequestContext } from '../context';
import { asCaller } from '../db';
import type { Stack } from '../types';
import { commitObject } from './commit';
import { mustBeAcceptedContent } from './content';
import { bucketDir, copyToStaging, placeFile, pruneEmptyFolders, removeQuietly, storageRoot, versionFile } from './disk';
import { ERR, fromDbError } from './errors';
import { mustBeValidBucketName, mustBeValidKey } from './names';
import { rawUploadInfo } from './receive';
import { optionalString, ownerOf, readJson, requireString, sendOk } from './request';
import { lockKey, mustFindBucket, mustFindObject, type ObjectMetadata } from './rows';

type Endpoints = { srcBucket: string; srcKey: string; dstBucket: string; dstKey: string };

function endpoints(body: Record<string, unknown>): Endpoints {
  const srcBucket = mustBeValidBucketName(requireString(body, 'bucketId'));
  return {
    srcBucket,
    srcKey: mustBeValidKey(requireString(body, 'sourceKey')),
    dstBucket: mustBeValidBucketName(optionalString(body, 'destinationBucket') ?? srcBucket),
    dstKey: mustBeValidKey(requireString(body, 'destinationKey')),
  };
}

export async function handleMove(req: IncomingMessage, res: ServerResponse, stack: Stack, ctx: RequestContext) {
  const e = endpoints(await readJson(req));
  const root = storageRoot(stack.config.dataDir);
  const dst = await mustFindBucket(stack.sql, e.dstBucket);
  const { owner, ownerId } = ownerOf(ctx);
  let moved: { from: string; to: string } | null = null;
  try {
    await asCaller(
      stack.sql,
      ctx,
      async (tx) => {
        // Both keys, in a fixed order, so two opposite moves cannot deadlock.
        const keys = [
          [e.srcBucket, e.srcKey],
          [e.dstBucket, e.dstKey],
        ].sort((a, b) => a.join('/').localeCompare(b.join('/')));
        for (const [b, k] of keys) await lockKey(tx, b, k);
        const [row] = await tx<{ version: string | null; metadata: ObjectMetadata | null }[]>`
        update storage.objects
        set bucket_id = ${e.dstBucket}, name = ${e.dstKey}, owner = ${owner}, owner_id = ${ownerId}, updated_at = now()
        where bucket_id = ${e.srcBucket} and name = ${e.srcKey}
        returning version, metadata`;
        if (!row) throw ERR.noSuchKey();
        if (!row.version) return;
        const from = versionFile(root, e.srcBucket, e.srcKey, row.version);
        // Into another bucket: the destination's rules apply to the object's type and bytes.
        if (e.dstBucket !== e.srcBucket)
          await mustBeAcceptedContent(from, row.metadata?.mimetype ?? 'application/octet-stream', dst.allowed_mime_types);
        const to = versionFile(root, e.dstBucket, e.dstKey, row.version);
        if (from === to || !fs.existsSync(from)) return;
        await placeFile(from, to);
        moved = { from, to };
      },
      { method: 'POST' },
    );
  } catch (err) {
    const done = moved as { from: string; to: string } | null;
    if (done) await placeFile(done.to, done.from).catch(() => {});
    throw fromDbError(err) ?? err;
  }
  const done = moved as { from: string; to: string } | null;
  if (done) await pruneEmptyFolders(path.dirname(done.from), bucketDir(root, e.srcBucket));
  sendOk(res, { message: 'Successfully moved' });
}

function copyMetadataOverrides(body: Record<string, unknown>): Partial<ObjectMetadata> {
  const m = body.metadata;
  if (!m || typeof m !== 'object' || Array.isArray(m)) return {};
  const out: Partial<ObjectMetadata> = {};
  const { cacheControl, mimetype } = m as Record<string, unknown>;
  if (typeof cacheControl === 'string' && /^[\x20-\x7e]{1,1000}$/.test(cacheControl)) out.cacheControl = cacheControl;
  if (typeof mimetype === 'string' && /^[\x20-\x7e]{1,1000}$/.test(mimetype)) out.mimetype = mimetype;
  return out;
}

export async function handleCopy(req: IncomingMessage, res: ServerResponse, stack: Stack, ctx: RequestContext) {
  const body = await readJson(req);
  const e = endpoints(body);
  const copyMetadata = body.copyMetadata !== false;
  const root = storageRoot(stack.config.dataDir);
  const source = await asCaller(stack.sql, ctx, (tx) => mustFindObject(tx, e.srcBucket, e.srcKey), { readOnly: true, method: 'POST' });
  const dst = await mustFindBucket(stack.sql, e.dstBucket);
  if (!source.version) throw ERR.noSuchKey();
  const sourceFile = versionFile(root, e.srcBucket, e.srcKey, source.version);
  if (!fs.existsSync(sourceFile)) throw ERR.noSuchKey();
  const staged = await copyToStaging(root, sourceFile);
  const metadata: ObjectMetadata = {
    ...(source.metadata ?? {}),
    ...(copyMetadata ? {} : copyMetadataOverrides(body)),
    lastModified: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
  };
  try {
    await mustBeAcceptedContent(staged, metadata.mimetype ?? 'application/octet-stream', dst.allowed_mime_types);
  } catch (err) {
    await removeQuietly(staged);
    throw err;
  }
  const { id } = await commitObject(
    stack,
    ctx,
    {
      bucketId: e.dstBucket,
      key: e.dstKey,
      metadata,
      userMetadata: copyMetadata ? source.user_metadata : rawUploadInfo(req).userMetadata,
      upsert: req.headers['x-upsert'] === 'true',
      ...ownerOf(ctx),
    },
    staged,
  );
  sendOk(res, { Id: id, Key: `${e.dstBucket}/${e.dstKey}` });
}
