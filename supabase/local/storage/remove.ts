// Deleting objects: DELETE /object/{b} with {prefixes} (returns the deleted rows; names that do
// not exist or that the caller may not delete are skipped) and DELETE /object/{b}/{path}. Rows
// are deleted as the caller; their files go once the transaction has committed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from '../context';
import { asCaller } from '../db';
import type { Stack } from '../types';
import { removeVersion, storageRoot } from './disk';
import { ERR, fromDbError } from './errors';
import { mustBeValidBucketName, mustBeValidKey } from './names';
import { readJson, sendOk } from './request';

const MAX_PREFIXES = 1000;

type DeletedRow = { name: string; bucket_id: string; version: string | null } & Record<string, unknown>;

export async function deleteRows(stack: Stack, ctx: RequestContext, bucketId: string, names: string[]): Promise<DeletedRow[]> {
  let rows: DeletedRow[];
  try {
    rows = await asCaller(
      stack.sql,
      ctx,
      (tx) => tx<DeletedRow[]>`
      delete from storage.objects where bucket_id = ${bucketId} and name = any(${names}::text[])
      returning *`,
      { method: 'DELETE' },
    );
  } catch (e) {
    throw fromDbError(e) ?? e;
  }
  await removeFiles(stack, rows);
  return rows;
}

export async function removeFiles(stack: Stack, rows: { bucket_id: string; name: string; version: string | null }[]) {
  const root = storageRoot(stack.config.dataDir);
  for (const r of rows) await removeVersion(root, r.bucket_id, r.name, r.version);
}

export async function handleRemoveMany(req: IncomingMessage, res: ServerResponse, stack: Stack, ctx: RequestContext, bucketId: string) {
  mustBeValidBucketName(bucketId);
  const body = await readJson(req);
  const prefixes = body.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    prefixes.length > MAX_PREFIXES ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw ERR.invalidRequest(`body/prefixes must be an array of 1 to ${MAX_PREFIXES} strings`);
  }
  sendOk(res, await deleteRows(stack, ctx, bucketId, prefixes as string[]));
}

export async function handleRemoveOne(res: ServerResponse, stack: Stack, ctx: RequestContext, bucketId: string, key: string) {
  mustBeValidBucketName(bucketId);
  mustBeValidKey(key);
  const rows = await deleteRows(stack, ctx, bucketId, [key]);
  if (rows.length === 0) throw ERR.noSuchKey();
  sendOk(res, { message: 'Successfully deleted' });
}
