// Turns a staged file into a stored object: the row is written as the caller (so the storage RLS
// policies decide), and only once it is accepted is the file renamed into place, still inside the
// transaction. If the transaction then fails the placed file is removed; after a commit the
// version it replaced is deleted. A refusal therefore leaves neither a row nor a file behind.
import crypto from 'node:crypto';
import type { JSONValue } from 'postgres';
import type { RequestContext } from '../context';
import { asCaller } from '../db';
import type { Stack } from '../types';
import { placeFile, removeQuietly, removeVersion, storageRoot, versionFile } from './disk';
import { ERR, fromDbError } from './errors';
import { lockKey, type ObjectMetadata } from './rows';

export type NewObject = {
  bucketId: string;
  key: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  owner: string | null;
  ownerId: string | null;
  upsert: boolean;
};

export async function commitObject(stack: Stack, ctx: RequestContext, obj: NewObject, staged: string): Promise<{ id: string }> {
  const root = storageRoot(stack.config.dataDir);
  const version = crypto.randomUUID();
  const dest = versionFile(root, obj.bucketId, obj.key, version);
  const metadata = obj.metadata as JSONValue;
  const userMetadata = obj.userMetadata as JSONValue | null;
  let placed = false;
  let replaced: string | null = null;
  let id: string = crypto.randomUUID();
  try {
    await asCaller(
      stack.sql,
      ctx,
      async (tx) => {
        await lockKey(tx, obj.bucketId, obj.key);
        if (obj.upsert) {
          // The caller needs SELECT on the row it overwrites (PostgreSQL checks it for ON CONFLICT
          // DO UPDATE), so this read sees the version being replaced whenever the upsert succeeds.
          const [old] = await tx<{ version: string | null }[]>`
          select version from storage.objects where bucket_id = ${obj.bucketId} and name = ${obj.key}`;
          replaced = old?.version ?? null;
          const [row] = await tx<{ id: string }[]>`
          insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
          values (${id}, ${obj.bucketId}, ${obj.key}, ${obj.owner}, ${obj.ownerId}, ${tx.json(metadata)},
                  ${userMetadata === null ? null : tx.json(userMetadata)}, ${version})
          on conflict (bucket_id, name) do update set
            owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
            user_metadata = excluded.user_metadata, version = excluded.version,
            updated_at = now(), last_accessed_at = now()
          returning id`;
          id = row.id;
        } else {
          // No RETURNING: as in Storage, creating an object needs INSERT permission only.
          await tx`
          insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
          values (${id}, ${obj.bucketId}, ${obj.key}, ${obj.owner}, ${obj.ownerId}, ${tx.json(metadata)},
                  ${userMetadata === null ? null : tx.json(userMetadata)}, ${version})`;
        }
        await placeFile(staged, dest);
        placed = true;
      },
      { method: 'POST' },
    );
  } catch (e) {
    if (placed) await removeVersion(root, obj.bucketId, obj.key, version);
    const mapped = fromDbError(e);
    if (mapped?.code === 'ResourceAlreadyExists') throw ERR.keyAlreadyExists();
    throw mapped ?? e;
  } finally {
    await removeQuietly(staged);
  }
  if (replaced && replaced !== version) await removeVersion(root, obj.bucketId, obj.key, replaced);
  return { id };
}

/**
 * Checks, before any byte is read, that the caller may create (or overwrite) the row: the write
 * runs as the caller and is rolled back, as Storage's canUpload does.
 */
export async function mustBeAllowedToWrite(stack: Stack, ctx: RequestContext, obj: Omit<NewObject, 'metadata' | 'userMetadata'>) {
  const probe = Symbol('rollback');
  try {
    await asCaller(stack.sql, ctx, async (tx) => {
      if (obj.upsert) {
        await tx`
          insert into storage.objects (bucket_id, name, owner, owner_id, version)
          values (${obj.bucketId}, ${obj.key}, ${obj.owner}, ${obj.ownerId}, 'probe')
          on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
            version = excluded.version, updated_at = now()`;
      } else {
        await tx`
          insert into storage.objects (bucket_id, name, owner, owner_id, version)
          values (${obj.bucketId}, ${obj.key}, ${obj.owner}, ${obj.ownerId}, 'probe')`;
      }
      throw probe;
    });
  } catch (e) {
    if (e === probe) return;
    const mapped = fromDbError(e);
    if (mapped?.code === 'ResourceAlreadyExists') throw ERR.keyAlreadyExists();
    throw mapped ?? e;
  }
}
