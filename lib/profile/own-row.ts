// The signed-in person's own profile row with the unread counters embedded: one read by primary key
// (profiles by id, unread_counts by profile_id). The same query serves the server (lib/data/profile.ts,
// once per request) and the browser (the shell's viewer, components/layout/viewer-provider.tsx).
// RLS lets a user read only their own full row; public views of others go through public_profiles.
import type { Tables } from '@/lib/database.types';
import { RETRY_ONCE, dataOrThrow, withRetry } from '@/lib/data/retry';
import { NO_UNREAD, unreadCountsFromRow, type UnreadCounts } from '@/lib/profile/unread-counts';
import { columnList } from '@/lib/supabase/select';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

// is_blocked: set by an administrator; the page guards sign such an account out.
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

export type OwnRow = { profile: ProfileSummary | null; unread: UnreadCounts };

/** Retried once on a transient failure; throws the ReadFailure (with its status and code) after that. */
export async function readOwnRow(supabase: TypedSupabaseClient, userId: string): Promise<OwnRow> {
  const row = await withRetry(
    async () => dataOrThrow(await supabase.from('profiles').select(OWN_ROW).eq('id', userId).maybeSingle()),
    RETRY_ONCE,
  );
  if (!row) return { profile: null, unread: NO_UNREAD };
  const { unread_counts: counters, ...profile } = row;
  // No counters row yet: zero (docs/domain/model.md).
  return { profile, unread: unreadCountsFromRow(counters) };
}
