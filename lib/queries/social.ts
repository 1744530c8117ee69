// Reads of the social area, made by the browser (the static feed, profile and dashboard screens,
// with the browser client) and by the server where it still needs them (with the request's
// client): the client is the first argument, RLS decides what each person sees.
import type { Database } from '@/lib/database.types';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

type Functions = Database['public']['Functions'];
export type FeedPost = Functions['feed_page']['Returns'][number];
export type FeedTab = 'following' | 'all';
export type FeedCursor = { createdAt: string; id: string };
export type SocialCounts = { followers_count: number; following_count: number; posts_count: number };

export const FEED_PAGE_SIZE = 10;

export function readFailed(what: string, error: { message: string }): never {
  throw new Error(`Não foi possível ler ${what}: ${error.message}`);
}

/** A page of the feed, newest first, after `cursor` (keyset); only `onlyPost` when it is given. */
export async function readFeedPage(
  supabase: TypedSupabaseClient,
  tab: FeedTab,
  cursor: FeedCursor | null = null,
  onlyPost?: string,
): Promise<FeedPost[]> {
  const { data, error } = await supabase.rpc('feed_page', {
    tab,
    before_created: cursor?.createdAt,
    before_id: cursor?.id,
    page_size: FEED_PAGE_SIZE,
    only_post: onlyPost,
  });
  if (error) readFailed('as publicações', error);
  return data ?? [];
}

/** Followers, following and posts of a profile (kept by triggers, never counted per request). */
export async function readSocialCounts(supabase: TypedSupabaseClient, profileId: string): Promise<SocialCounts> {
  const { data, error } = await supabase
    .from('social_counts')
    .select('followers_count, following_count, posts_count')
    .eq('profile_id', profileId)
    .maybeSingle();
  if (error) readFailed('os números do perfil', error);
  return data ?? { followers_count: 0, following_count: 0, posts_count: 0 };
}

/** Whether the viewer follows `profileId`. */
export async function readIsFollowing(supabase: TypedSupabaseClient, viewerId: string, profileId: string): Promise<boolean> {
  const { count, error } = await supabase
    .from('follows')
    .select('following_id', { count: 'exact', head: true })
    .eq('follower_id', viewerId)
    .eq('following_id', profileId);
  if (error) readFailed('o seguimento', error);
  return (count ?? 0) > 0;
}

/** The ids the viewer follows (for the feed's "Novas publicações" pill). */
export async function readFollowingIds(supabase: TypedSupabaseClient, viewerId: string): Promise<string[]> {
  const { data, error } = await supabase.from('follows').select('following_id').eq('follower_id', viewerId).limit(5000);
  if (error) readFailed('quem você segue', error);
  return (data ?? []).map((r) => r.following_id);
}

/** Records that the viewer opened someone else's profile today; a failure never breaks the page. */
export async function recordProfileViewWith(supabase: TypedSupabaseClient, profileId: string): Promise<void> {
  const { error } = await supabase.rpc('record_profile_view', { target: profileId });
  if (error) console.error('[profile view]', error.message);
}
