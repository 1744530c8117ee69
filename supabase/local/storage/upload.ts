// Uploads: POST /object/{b}/{path} (x-upsert), PUT /object/{b}/{path} (always upsert, as
// Storage), and signed upload URLs (POST + PUT /object/upload/sign/{b}/{path}).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from '../context';
import type { Stack } from '../types';
import { commitObject, mustBeAllowedToWrite } from './commit';
import { mustBeAcceptedContent } from './content';
import { removeQuietly, stagingFile, storageRoot } from './disk';
import { ERR } from './errors';
import { mustBeAllowedMime } from './mime';
import { isUuid, mustBeValidBucketName, mustBeValidKey } from './names';
import { isMultipart, rawUploadInfo, receiveMultipart, receiveRaw, type IncomingFile } from './receive';
import { ownerOf, readJson, sendOk } from './request';
import { mustFindBucket, type ObjectMetadata } from './rows';
import { mustBeExpiresIn, signUrlToken, verifyUrlToken } from './tokens';

// Storage's dashboard marks empty folders with this file; it may hold no bytes.
const EMPTY_FOLDER = '.emptyFolderPlaceholder';
const SIGNED_UPLOAD_TTL = 2 * 60 * 60;

function metadataOf(file: IncomingFile): ObjectMetadata {
  return {
    eTag: `"${file.md5}"`,
    size: file.size,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    // Second precision, as HTTP dates (Last-Modified / If-Modified-Since) have.
    lastModified: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
    ...(file.contentEncoding ? { contentEncoding: file.contentEncoding } : {}),
  };
}

type Target = { bucketId: string; key: string; upsert: boolean; owner: string | null; ownerId: string | null };

async function storeUpload(req: IncomingMessage, stack: Stack, ctx: RequestContext, t: Target) {
  const bucket = await mustFindBucket(stack.sql, t.bucketId);
  const placeholder = t.key.endsWith(EMPTY_FOLDER);
  const limit = placeholder ? 0 : Math.min(stack.config.storageFileSizeLimit, bucket.file_size_limit ?? Infinity);
  const allowed = placeholder ? null : bucket.allowed_mime_types;
  // Permission first, as Storage; then a raw body's mimetype and size, known from its headers:
  // every refusal happens before a byte of the body is read.
  await mustBeAllowedToWrite(stack, ctx, t);
  if (!isMultipart(req)) {
    mustBeAllowedMime(rawUploadInfo(req).mimetype, allowed);
    if (Number(req.headers['content-length']) > limit) throw ERR.entityTooLarge();
  }

  const staged = await stagingFile(storageRoot(stack.config.dataDir));
  try {
    const file = isMultipart(req) ? await receiveMultipart(req, staged, limit) : await receiveRaw(req, staged, limit);
    await mustBeAcceptedContent(staged, file.mimetype, allowed);
    const { id } = await commitObject(stack, ctx, { ...t, metadata: metadataOf(file), userMetadata: file.userMetadata }, staged);
    return { Id: id, Key: `${t.bucketId}/${t.key}`, id };
  } finally {
    await removeQuietly(staged);
  }
}

export async function handleUpload(
  req: IncomingMessage,
  res: ServerResponse,
  stack: Stack,
  ctx: RequestContext,
  bucketId: string,
  key: string,
  upsert: boolean,
) {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(key);
  sendOk(res, await storeUpload(req, stack, ctx, { bucketId, key, upsert, ...ownerOf(ctx) }));
}

export async function handleCreateSignedUploadUrl(
  req: IncomingMessage,
  res: ServerResponse,
  stack: Stack,
  ctx: RequestContext,
  bucketId: string,
  key: string,
) {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(key);
  const body = await readJson(req);
  const expiresIn = body.expiresIn === undefined ? SIGNED_UPLOAD_TTL : mustBeExpiresIn(body.expiresIn);
  const upsert = req.headers['x-upsert'] === 'true';
  await mustFindBucket(stack.sql, bucketId);
  const { owner, ownerId } = ownerOf(ctx);
  // The caller's INSERT (or upsert) permission is checked now; the upload itself runs later.
  await mustBeAllowedToWrite(stack, ctx, { bucketId, key, upsert, owner, ownerId });
  const url = `${bucketId}/${key}`;
  const token = signUrlToken(stack.keys.jwtSecret, { url, owner: ownerId ?? undefined, upsert }, expiresIn);
  sendOk(res, { url: `/object/upload/sign/${url}?token=${token}`, token });
}

export async function handleSignedUpload(req: IncomingMessage, res: ServerResponse, stack: Stack, url: URL, bucketId: string, key: string) {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(key);
  const token = url.searchParams.get('token');
  if (!token) throw ERR.missingParameter('token');
  const claims = verifyUrlToken(stack.keys.jwtSecret, token);
  if (claims.url !== `${bucketId}/${key}`) throw ERR.invalidSignature();
  // Permission was checked when the URL was signed; the write runs with the service role and
  // records the signer as owner, as Storage does.
  const service: RequestContext = { role: 'service_role', claims: { role: 'service_role' }, userToken: null, apikeyRole: 'service_role' };
  const ownerId = typeof claims.owner === 'string' ? claims.owner : null;
  const owner = isUuid(ownerId) ? ownerId : null;
  const out = await storeUpload(req, stack, service, { bucketId, key, upsert: claims.upsert === true, owner, ownerId });
  sendOk(res, { Key: out.Key, Id: out.Id });
}
