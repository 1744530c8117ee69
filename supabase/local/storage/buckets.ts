// Bucket management: GET/POST /bucket, GET/PUT/DELETE /bucket/{id}, POST /bucket/{id}/empty.
// Every statement runs as the caller, so storage.buckets RLS decides (the service role bypasses
// it); the emptiness check before a delete reads as superuser, as Storage does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TransactionSql } from 'postgres';
import type { RequestContext } from '../context';
import { asCaller } from '../db';
import type { Stack } from '../types';
import { removeBucketFolder, storageRoot } from './disk';
import { ERR, fromDbError } from './errors';
import { mustBeValidMimeRules } from './mime';
import { mustBeValidBucketName } from './names';
import { removeFiles } from './remove';
import { optionalInt, optionalString, ownerOf, readJson, requireString, sendOk } from './request';

const EMPTY_BATCH = 500;
const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'];

function selectBuckets(tx: TransactionSql) {
  return tx`select id, name, owner, public, type, file_size_limit::float8 as file_size_limit, allowed_mime_types,
                   created_at, updated_at from storage.buckets`;
}

/** Storage's parseFileSizeToBytes: a byte count, or a string such as "20MB". */
function parseSizeLimit(value: unknown, globalLimit: number): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  let bytes: number;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) bytes = value;
  else if (typeof value === 'string' && /^[0-9]+(\.[0-9]+)?(gb|mb|kb|b)$/i.test(value)) {
    const m = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value)!;
    const mult: Record<string, number> = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 };
    bytes = Math.round(+parseFloat(m[1]).toPrecision(3) * mult[m[2].toLowerCase()]);
  } else {
    throw ERR.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  }
  if (bytes > globalLimit) throw ERR.entityTooLarge();
  return bytes;
}

function mustBeStandard(body: Record<string, unknown>) {
  if (body.type !== undefined && body.type !== null && body.type !== 'STANDARD') throw ERR.notSupported(`Bucket type ${String(body.type)}`);
  if (body.versioning_status !== undefined && body.versioning_status !== null) throw ERR.notSupported('Bucket versioning');
}

function optionalBoolean(body: Record<string, unknown>, name: string): boolean | undefined {
  const v = body[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw ERR.invalidRequest(`body/${name} must be boolean`);
  return v;
}

/** Runs fn as the caller; `special` maps SQLSTATEs to errors other than Storage's defaults. */
async function run<T>(
  stack: Stack,
  ctx: RequestContext,
  fn: (tx: TransactionSql) => Promise<T>,
  method: string,
  special: Record<string, () => Error> = {},
): Promise<T> {
  try {
    return await asCaller(stack.sql, ctx, fn, { method });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && special[code] && fromDbError(e)) throw special[code]();
    throw fromDbError(e) ?? e;
  }
}

export async function handleListBuckets(res: ServerResponse, url: URL, stack: Stack, ctx: RequestContext) {
  const q = url.searchParams;
  const limit = optionalInt(q.get('limit') ?? undefined, 'limit', 0, 0);
  const offset = optionalInt(q.get('offset') ?? undefined, 'offset', 0, 0);
  const search = q.get('search') ?? '';
  const sortColumn = q.get('sortColumn') ?? 'name';
  const sortOrder = (q.get('sortOrder') ?? 'asc').toLowerCase();
  if (!SORT_COLUMNS.includes(sortColumn)) throw ERR.invalidRequest(`sortColumn must be one of ${SORT_COLUMNS.join(', ')}`);
  if (sortOrder !== 'asc' && sortOrder !== 'desc') throw ERR.invalidRequest('sortOrder must be asc or desc');
  const rows = await run(
    stack,
    ctx,
    (tx) => tx`
    ${selectBuckets(tx)}
    where ${search} = '' or name ilike ${'%' + search.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}
    order by ${tx(sortColumn)} ${sortOrder === 'desc' ? tx`desc` : tx`asc`}
    ${limit > 0 ? tx`limit ${limit}` : tx``} offset ${offset}`,
    'GET',
  );
  sendOk(res, rows);
}

export async function handleGetBucket(res: ServerResponse, stack: Stack, ctx: RequestContext, id: string) {
  const [row] = await run(stack, ctx, (tx) => tx`${selectBuckets(tx)} where id = ${id}`, 'GET');
  if (!row) throw ERR.noSuchBucket();
  sendOk(res, row);
}

export async function handleCreateBucket(req: IncomingMessage, res: ServerResponse, stack: Stack, ctx: RequestContext) {
  const body = await readJson(req);
  const name = mustBeValidBucketName(requireString(body, 'name'));
  const id = mustBeValidBucketName(optionalString(body, 'id') ?? name);
  mustBeStandard(body);
  const isPublic = optionalBoolean(body, 'public') ?? false;
  const sizeLimit = parseSizeLimit(body.file_size_limit, stack.config.storageFileSizeLimit) ?? null;
  const mimeRules = mustBeValidMimeRules(body.allowed_mime_types);
  const { owner, ownerId } = ownerOf(ctx);
  // No RETURNING: creating a bucket needs INSERT permission only, as in Storage.
  await run(
    stack,
    ctx,
    (tx) => tx`
    insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
    values (${id}, ${name}, ${owner}, ${ownerId}, ${isPublic}, ${sizeLimit}, ${mimeRules}::text[])`,
    'POST',
    { '23505': ERR.bucketAlreadyExists },
  );
  sendOk(res, { name });
}

export async function handleUpdateBucket(req: IncomingMessage, res: ServerResponse, stack: Stack, ctx: RequestContext, id: string) {
  mustBeValidBucketName(id);
  const body = await readJson(req);
  mustBeStandard(body);
  const changes: Record<string, unknown> = {};
  const isPublic = optionalBoolean(body, 'public');
  if (isPublic !== undefined) changes.public = isPublic;
  const sizeLimit = parseSizeLimit(body.file_size_limit, stack.config.storageFileSizeLimit);
  if (sizeLimit !== undefined) changes.file_size_limit = sizeLimit;
  if (body.allowed_mime_types !== undefined) changes.allowed_mime_types = mustBeValidMimeRules(body.allowed_mime_types);
  const count = await run(
    stack,
    ctx,
    async (tx) => {
      if (Object.keys(changes).length === 0) return (await tx`select 1 from storage.buckets where id = ${id}`).length;
      return (await tx`update storage.buckets set ${tx({ ...changes, updated_at: new Date() })} where id = ${id}`).count;
    },
    'PUT',
  );
  if (count === 0) throw ERR.noSuchBucket();
  sendOk(res, { message: 'Successfully updated' });
}

export async function handleDeleteBucket(res: ServerResponse, stack: Stack, ctx: RequestContext, id: string) {
  mustBeValidBucketName(id);
  const [bucket] = await stack.sql`select exists (select 1 from storage.objects where bucket_id = ${id}) as used
                                   from storage.buckets where id = ${id}`;
  if (!bucket) throw ERR.noSuchBucket();
  if (bucket.used) throw ERR.bucketNotEmpty();
  // An object created since the check makes the foreign key refuse the delete.
  const count = await run(stack, ctx, async (tx) => (await tx`delete from storage.buckets where id = ${id}`).count, 'DELETE', {
    '23503': ERR.bucketNotEmpty,
  });
  if (count === 0) throw ERR.noSuchBucket();
  await removeBucketFolder(storageRoot(stack.config.dataDir), id);
  sendOk(res, { message: 'Successfully deleted' });
}

export async function handleEmptyBucket(res: ServerResponse, stack: Stack, ctx: RequestContext, id: string) {
  mustBeValidBucketName(id);
  const [visible] = await run(stack, ctx, (tx) => tx`select id from storage.buckets where id = ${id}`, 'GET');
  if (!visible) throw ERR.noSuchBucket();
  for (;;) {
    const { listed, deleted } = await run(
      stack,
      ctx,
      async (tx) => {
        const listed = await tx<{ id: string; name: string }[]>`
        select id, name from storage.objects where bucket_id = ${id} order by name limit ${EMPTY_BATCH}`;
        const deleted =
          listed.length === 0
            ? []
            : await tx<{ name: string; bucket_id: string; version: string | null }[]>`
        delete from storage.objects where id = any(${listed.map((r) => r.id)}::uuid[]) returning name, bucket_id, version`;
        return { listed, deleted };
      },
      'POST',
    );
    await removeFiles(stack, deleted);
    if (listed.length === 0) break;
    if (deleted.length !== listed.length) {
      const kept = new Set(deleted.map((r) => r.name));
      const remaining = listed.filter((r) => !kept.has(r.name)).map((r) => r.name);
      throw ERR.accessDenied(`Cannot delete: ${remaining.join(' ,')}, you may have SELECT but not DELETE permissions`);
    }
  }
  sendOk(res, { message: 'Successfully emptied' });
}
