// Storage service of the local stack (Supabase Storage subset), base path /storage/v1.
// Buckets live in storage.buckets, object rows in storage.objects (RLS decides, every object
// operation runs as the caller) and object bytes on disk under <dataDir>/storage (see disk.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Stack } from '../types';
import {
  handleCreateBucket,
  handleDeleteBucket,
  handleEmptyBucket,
  handleGetBucket,
  handleListBuckets,
  handleUpdateBucket,
} from './buckets';
import { ERR, sendStorageError, toStorageError } from './errors';
import { handleList } from './list';
import { handleCopy, handleMove } from './move-copy';
import { decodeSegments } from './names';
import { handleDownload, handleInfo, handlePublic, handleSignedGet } from './read';
import { handleRemoveMany, handleRemoveOne } from './remove';
import { callerOrAnon, requireCaller } from './request';
import { handleSign, handleSignMany } from './sign';
import { handleCreateSignedUploadUrl, handleSignedUpload, handleUpload } from './upload';

const BASE = '/storage/v1/';

export async function handleStorage(req: IncomingMessage, res: ServerResponse, url: URL, stack: Stack) {
  // Browsers must take every answer (object bytes above all) for the type it is labelled with.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    await route(req, res, url, stack);
  } catch (e) {
    let err = toStorageError(e);
    if (!err) {
      stack.log(`storage: unexpected error on ${req.method} ${req.url}: ${(e as Error)?.stack ?? e}`);
      err = ERR.internal();
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // A refused upload is not read to its end: answer, then close the connection.
    const unread = !req.complete && (Number(req.headers['content-length']) > 0 || !!req.headers['transfer-encoding']);
    sendStorageError(res, err, unread ? { Connection: 'close' } : {});
    if (unread) res.once('finish', () => req.socket.destroy());
  }
}

/** Raw path segments after /storage/v1/, undecoded (WHATWG URL parsing would fold `..`). */
function rawSegments(req: IncomingMessage, url: URL): string[] {
  const raw = req.url?.startsWith('/') ? req.url.split('?')[0] : url.pathname;
  return raw.slice(BASE.length).split('/');
}

async function route(req: IncomingMessage, res: ServerResponse, url: URL, stack: Stack) {
  const method = req.method ?? 'GET';
  const read = method === 'GET' || method === 'HEAD';
  const s = rawSegments(req, url);
  const bucketAt = (i: number) => {
    try {
      return decodeURIComponent(s[i] ?? '');
    } catch {
      throw ERR.invalidBucketName();
    }
  };
  const keyFrom = (i: number) => decodeSegments(s.slice(i));
  const caller = () => requireCaller(req, res, url, stack);

  if (s[0] === 'bucket') {
    if (s.length === 1 && method === 'GET') return withCaller(caller(), (ctx) => handleListBuckets(res, url, stack, ctx));
    if (s.length === 1 && method === 'POST') return withCaller(caller(), (ctx) => handleCreateBucket(req, res, stack, ctx));
    if (s.length === 2) {
      const id = bucketAt(1);
      if (method === 'GET') return withCaller(caller(), (ctx) => handleGetBucket(res, stack, ctx, id));
      if (method === 'PUT') return withCaller(caller(), (ctx) => handleUpdateBucket(req, res, stack, ctx, id));
      if (method === 'DELETE') return withCaller(caller(), (ctx) => handleDeleteBucket(res, stack, ctx, id));
    }
    if (s.length === 3 && s[2] === 'empty' && method === 'POST')
      return withCaller(caller(), (ctx) => handleEmptyBucket(res, stack, ctx, bucketAt(1)));
    if (s.length === 3 && s[2] === 'lifecycle') throw ERR.notSupported('Bucket lifecycle rules');
  }

  if (s[0] === 'object') {
    const [, a, b] = s;
    if (a === 'list' && s.length === 3 && method === 'POST')
      return withCaller(caller(), (ctx) => handleList(req, res, stack, ctx, bucketAt(2)));
    if (a === 'list-v2') throw ERR.notSupported('listV2 (POST /object/list-v2)');
    if (a === 'move' && s.length === 2 && method === 'POST') return withCaller(caller(), (ctx) => handleMove(req, res, stack, ctx));
    if (a === 'copy' && s.length === 2 && method === 'POST') return withCaller(caller(), (ctx) => handleCopy(req, res, stack, ctx));
    if (a === 'sign') {
      if (s.length === 3 && method === 'POST') return withCaller(caller(), (ctx) => handleSignMany(req, res, stack, ctx, bucketAt(2)));
      if (s.length >= 4 && method === 'POST')
        return withCaller(caller(), (ctx) => handleSign(req, res, stack, ctx, bucketAt(2), keyFrom(3)));
      if (s.length >= 4 && read) return handleSignedGet(req, res, url, stack, bucketAt(2), keyFrom(3));
    }
    if (a === 'upload' && b === 'sign' && s.length >= 5) {
      if (method === 'POST')
        return withCaller(caller(), (ctx) => handleCreateSignedUploadUrl(req, res, stack, ctx, bucketAt(3), keyFrom(4)));
      if (method === 'PUT') return handleSignedUpload(req, res, stack, url, bucketAt(3), keyFrom(4));
    }
    if (a === 'upload' && b === 'resumable') throw ERR.notSupported('Resumable (TUS) uploads');
    if (a === 'public' && s.length >= 4 && read) return handlePublic(req, res, url, stack, bucketAt(2), keyFrom(3));
    if (a === 'authenticated' && s.length >= 4 && read) {
      return withCaller(caller(), (ctx) => handleDownload(req, res, url, stack, ctx, bucketAt(2), keyFrom(3)));
    }
    if (a === 'info' && method === 'GET') {
      if ((b === 'public' || b === 'authenticated') && s.length >= 5) {
        return handleInfo(res, stack, callerOrAnon(req, url, stack), bucketAt(3), keyFrom(4), b === 'public');
      }
      if (s.length >= 4) return handleInfo(res, stack, callerOrAnon(req, url, stack), bucketAt(2), keyFrom(3), false);
    }
    if (s.length === 2 && method === 'DELETE') return withCaller(caller(), (ctx) => handleRemoveMany(req, res, stack, ctx, bucketAt(1)));
    if (s.length >= 3) {
      const bucketId = bucketAt(1);
      if (read) return withCaller(caller(), (ctx) => handleDownload(req, res, url, stack, ctx, bucketId, keyFrom(2)));
      if (method === 'POST') {
        const upsert = req.headers['x-upsert'] === 'true';
        return withCaller(caller(), (ctx) => handleUpload(req, res, stack, ctx, bucketId, keyFrom(2), upsert));
      }
      if (method === 'PUT') return withCaller(caller(), (ctx) => handleUpload(req, res, stack, ctx, bucketId, keyFrom(2), true));
      if (method === 'DELETE') return withCaller(caller(), (ctx) => handleRemoveOne(res, stack, ctx, bucketId, keyFrom(2)));
    }
  }

  if (s[0] === 'render') throw ERR.notSupported('Image transformation');
  if (s[0] === 'upload' && s[1] === 'resumable') throw ERR.notSupported('Resumable (TUS) uploads');
  if (s[0] === 's3') throw ERR.notSupported('The S3 protocol');
  if (s[0] === 'vector' || s[0] === 'iceberg') throw ERR.notSupported(`The ${s[0]} API`);
  if (s[0] === 'cdn') throw ERR.notSupported('CDN cache purging');
  throw ERR.routeNotFound(method, url.pathname);
}

async function withCaller<C>(ctx: C | null, fn: (ctx: C) => Promise<void>): Promise<void> {
  if (ctx) await fn(ctx);
}
