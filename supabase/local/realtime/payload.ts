// The `data` of a postgres_changes push as walrus builds it for one role: the columns the
// role may SELECT (with their type names), record for INSERT/UPDATE, old_record for UPDATE/
// DELETE (the primary key only, unless REPLICA IDENTITY FULL and, for DELETE, no RLS).
import type { Relation } from '../schema-cache';
import type { RelInfo } from './visibility';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export type Change = {
  schema: string;
  table: string;
  type: ChangeType;
  commit_timestamp: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
};

// Realtime's max_record_bytes: bigger records lose their long values and say so.
const MAX_RECORD_BYTES = 1024 * 1024;
const KEPT_VALUE_BYTES = 64;

/** The old row as the publication would carry it: the primary key, or all of it when FULL. */
export function oldIdentity(change: Change, rel: Relation, info: RelInfo): Record<string, unknown> | null {
  const old = change.old_record;
  if (!old) return null;
  const full = rel.replicaIdentityFull && !(change.type === 'DELETE' && info.rls);
  if (full) return old;
  const out: Record<string, unknown> = {};
  for (const k of rel.primaryKey) if (k in old) out[k] = old[k];
  return out;
}

function pick(row: Record<string, unknown>, allowed: (name: string) => boolean) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (allowed(k)) out[k] = v;
  return out;
}

function trimLarge(row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (Buffer.byteLength(JSON.stringify(v) ?? '') <= KEPT_VALUE_BYTES) out[k] = v;
  }
  return out;
}

export function buildChangeData(change: Change, rel: Relation, info: RelInfo, select: Set<string> | null, errors: string[] | null): string {
  const allowed = (name: string) => info.selectable.has(name) && (!select || select.has(name));
  const columns = [...rel.columns.values()]
    .filter((c) => allowed(c.name))
    .sort((a, b) => a.position - b.position)
    .map((c) => ({ name: c.name, type: c.type }));
  const head = { schema: change.schema, table: change.table, commit_timestamp: change.commit_timestamp, type: change.type };
  if (errors) return JSON.stringify({ ...head, columns: [], errors });
  let record = change.type !== 'DELETE' && change.record ? pick(change.record, allowed) : undefined;
  const identity = change.type !== 'INSERT' ? oldIdentity(change, rel, info) : null;
  let oldRecord = identity ? pick(identity, allowed) : undefined;
  let errorList: string[] | null = null;
  if (Buffer.byteLength(JSON.stringify(record ?? {})) + Buffer.byteLength(JSON.stringify(oldRecord ?? {})) > MAX_RECORD_BYTES) {
    record = record && trimLarge(record);
    oldRecord = oldRecord && trimLarge(oldRecord);
    errorList = ['Error 413: Payload Too Large'];
  }
  return JSON.stringify({
    ...head,
    columns,
    ...(record ? { record } : {}),
    ...(oldRecord ? { old_record: oldRecord } : {}),
    errors: errorList,
  });
}
