// Signed download URLs: POST /object/sign/{b}/{path} and the batch POST /object/sign/{b}. The
// caller must be able to SELECT the object (as Storage's findObject), then anyone holding the
// URL can fetch it until the token expires.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from '../context';
import { asCaller } from '../db';
import type { Stack } from '../types';
import { ERR } from './errors';
import { mustBeValidBucketName, mustBeValidKey } from './names';
import { readJson, sendOk } from './request';
import { mustFindObject } from './rows';
import { mustBeExpiresIn, signUrlToken } from './tokens';

const MAX_PATHS = 1000;

function signedPath(stack: Stack, url: string, expiresIn: number): string {
  return `/object/sign/${url}?token=${signUrlToken(stack.keys.jwtSecret, { url }, expiresIn)}`;
}

export async function handleSign(
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
  const expiresIn = mustBeExpiresIn(body.expiresIn);
  if (body.transform && typeof body.transform === 'object' && Object.keys(body.transform).length > 0) {
    throw ERR.notSupported('Image transformation');
  }
  await asCaller(stack.sql, ctx, (tx) => mustFindObject(tx, bucketId, key), { readOnly: true, method: 'POST' });
  sendOk(res, { signedURL: signedPath(stack, `${bucketId}/${key}`, expiresIn) });
}

export async function handleSignMany(req: IncomingMessage, res: ServerResponse, stack: Stack, ctx: RequestContext, bucketId: string) {
  mustBeValidBucketName(bucketId);
  const body = await readJson(req);
  const expiresIn = mustBeExpiresIn(body.expiresIn);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_PATHS || !paths.every((p) => typeof p === 'string')) {
    throw ERR.invalidRequest(`body/paths must be an array of 1 to ${MAX_PATHS} strings`);
  }
  const visible = await asCaller(
    stack.sql,
    ctx,
    (tx) =>
      tx<{ name: string }[]>`select name from storage.objects where bucket_id = ${bucketId} and name = any(${paths as string[]}::text[])`,
    { readOnly: true, method: 'POST' },
  );
  const found = new Set(visible.map((r) => r.name));
  sendOk(
    res,
    (paths as string[]).map((path) =>
      found.has(path)
        ? { error: null, path, signedURL: signedPath(stack, `${bucketId}/${path}`, expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  );
}
