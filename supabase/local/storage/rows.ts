// Rows of storage.buckets and storage.objects. Bucket metadata used to serve objects is read with
// the superuser pool, as Supabase Storage does; object rows are read as the caller unless a route
// is public by nature (public buckets, signed URLs).
import type { Sql, TransactionSql } from 'postgres';
import { ERR } from './errors';

type Q = Sql | TransactionSql;

export type BucketLimits = {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
};

export type ObjectMetadata = {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
  contentEncoding?: string;
};

export type ObjectRow = {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
};

export async function findBucketLimits(sql: Sql, id: string): Promise<BucketLimits | null> {
  const [row] = await sql<BucketLimits[]>`
    select id, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit, allowed_mime_types
    from storage.buckets where id = ${id}`;
  return row ?? null;
}

export async function mustFindBucket(sql: Sql, id: string): Promise<BucketLimits> {
  const bucket = await findBucketLimits(sql, id);
  if (!bucket) throw ERR.noSuchBucket();
  return bucket;
}

export async function findObject(q: Q, bucketId: string, key: string): Promise<ObjectRow | null> {
  const [row] = await q<ObjectRow[]>`
    select id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at
    from storage.objects where bucket_id = ${bucketId} and name = ${key}`;
  return row ?? null;
}

export async function mustFindObject(q: Q, bucketId: string, key: string): Promise<ObjectRow> {
  const row = await findObject(q, bucketId, key);
  if (!row) throw ERR.noSuchKey();
  return row;
}

/** Serialises writers of one key (upload, copy, move) until their transaction ends. */
export async function lockKey(tx: TransactionSql, bucketId: string, key: string): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${`storage.objects:${bucketId}/${key}`}, 0))`;
}
