// Deleting an account for good (issue 7 item 7), with the service-role client: the Auth user
// (the database cascades from it to the profile, messages, conversations, notifications, unread
// counts and onboarding rows; see docs/security.md), then every file in the account's folders.
// Files live under '<user id>/' in each bucket (the Storage policies allow no other place), and
// Storage's bytes can only be removed through its API, never by deleting rows in SQL.
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';

export type AccountDeletion = {
  /** Keys removed, as '<bucket>/<key>'. */
  removedFiles: string[];
  /** Buckets whose files could not all be listed or removed (call purgeAccountFiles again). */
  failedBuckets: string[];
};

const PAGE = 1000;

/** Every object key under `prefix` in `bucket`, folders included (Storage lists one level at a time). */
async function keysUnder(admin: SupabaseClient, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await admin.storage
      .from(bucket)
      .list(prefix, { limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error) throw error;
    for (const entry of data ?? []) {
      const key = `${prefix}/${entry.name}`;
      // A folder has no id: walk into it.
      if (entry.id === null) keys.push(...(await keysUnder(admin, bucket, key)));
      else keys.push(key);
    }
    if (!data || data.length < PAGE) return keys;
  }
}

/** Removes every file of `userId` from every bucket. Safe to call again after a partial failure. */
export async function purgeAccountFiles(admin: SupabaseClient, userId: string): Promise<AccountDeletion> {
  const result: AccountDeletion = { removedFiles: [], failedBuckets: [] };
  const { data: buckets, error } = await admin.storage.listBuckets();
  if (error) throw error;
  for (const bucket of buckets ?? []) {
    try {
      const keys = await keysUnder(admin, bucket.id, userId);
      for (let i = 0; i < keys.length; i += PAGE) {
        const batch = keys.slice(i, i + PAGE);
        const removed = await admin.storage.from(bucket.id).remove(batch);
        if (removed.error) throw removed.error;
        result.removedFiles.push(...batch.map((key) => `${bucket.id}/${key}`));
      }
    } catch (failure) {
      console.error(`[account-deletion] files of ${userId} in ${bucket.id}: ${(failure as Error).message}`);
      result.failedBuckets.push(bucket.id);
    }
  }
  return result;
}

/**
 * Deletes the Auth user `userId` (hard delete) and then their files. Throws when Auth refuses
 * the deletion (nothing is removed then); file failures are reported, not thrown.
 */
export async function deleteAccount(admin: SupabaseClient, userId: string): Promise<AccountDeletion> {
  const { error } = await admin.auth.admin.deleteUser(userId);
  if (error) throw error;
  return purgeAccountFiles(admin, userId);
}
