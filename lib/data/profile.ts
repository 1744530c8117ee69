// The signed-in person's own profile row and unread counters, read once per request (profiles
// by id, unread_counts by profile_id; docs/architecture/page-pattern.md): one request by primary key with the counters
// embedded, shared through React.cache by the top bar, the sidebar and the page guards (category
// and block come from here, not from the access token, which can be an hour old). RLS lets a user
// read only their own full row; public views of others go through public_profiles.
import 'server-only';
import { cache } from 'react';
import type { Tables } from '@/lib/database.types';
import { NO_UNREAD, unreadCountsFromRow, type UnreadCounts } from '@/lib/profile/unread-counts';
import { requestClient } from '@/lib/supabase/server';
import { columnList } from '@/lib/supabase/select';
import { RETRY_ONCE, dataOrThrow, withRetry } from './retry';

// is_blocked: set by an administrator; lib/auth/page-access.ts signs such an account out.
const SUMMARY_FIELDS = [
  'id',
  'full_name',
  'avatar_url',
  'category',
  'type',
  'onboarding_completed',
  'terms_version_accepted',
  'headline',
  'city',
  'state',
  'is_blocked',
] as const;
const OWN_ROW = `${columnList(SUMMARY_FIELDS)}, unread_counts(unread_notifications, unread_messages)` as const;

export type ProfileSummary = Pick<Tables<'profiles'>, (typeof SUMMARY_FIELDS)[number]>;

type OwnRow = { profile: ProfileSummary | null; unread: UnreadCounts };

/** Retried once on a transient failure; throws the ReadFailure (with its status and code) after that. */
const readOwnRow = cache(async (userId: string): Promise<OwnRow> => {
  const supabase = await requestClient();
  const row = await withRetry(
    async () => dataOrThrow(await supabase.from('profiles').select(OWN_ROW).eq('id', userId).maybeSingle()),
    RETRY_ONCE,
  );
  if (!row) return { profile: null, unread: NO_UNREAD };
  const { unread_counts: counters, ...profile } = row;
  // No counters row yet: zero (docs/domain/model.md).
  return { profile, unread: unreadCountsFromRow(counters) };
});

/** The row, or null when the user has no profile. Throws when the read itself fails. */
export async function getOwnProfile(userId: string): Promise<ProfileSummary | null> {
  return (await readOwnRow(userId)).profile;
}

/** The two red badges of the top bar (docs/product/layout.md): zero without a counters row. Throws like getOwnProfile. */
export async function getOwnUnreadCounts(userId: string): Promise<UnreadCounts> {
  return (await readOwnRow(userId)).unread;
}
