// The signed-in person's own profile row and unread counters, read once per request (profiles
// by id, unread_counts by profile_id; docs/architecture/page-pattern.md): one request by primary key with the counters
// embedded, shared through React.cache by the top bar, the sidebar and the page guards (category
// and block come from here, not from the access token, which can be an hour old). RLS lets a user
// read only their own full row; public views of others go through public_profiles.
import 'server-only';
import { cache } from 'react';
import { readOwnRow as readOwnRowWith, type OwnRow, type ProfileSummary } from '@/lib/profile/own-row';
import type { UnreadCounts } from '@/lib/profile/unread-counts';
import { requestClient } from '@/lib/supabase/server';

export type { ProfileSummary };

const readOwnRow = cache(async (userId: string): Promise<OwnRow> => readOwnRowWith(await requestClient(), userId));

/** The row, or null when the user has no profile. Throws when the read itself fails. */
export async function getOwnProfile(userId: string): Promise<ProfileSummary | null> {
  return (await readOwnRow(userId)).profile;
}

/** The two red badges of the top bar (docs/product/layout.md): zero without a counters row. Throws like getOwnProfile. */
export async function getOwnUnreadCounts(userId: string): Promise<UnreadCounts> {
  return (await readOwnRow(userId)).unread;
}
