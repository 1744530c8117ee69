// Feed, network, companies: reads of the signed-in person, through the database functions of
// migrations 20261126002200_discovery and 20261126002300_feed (one indexed query per list).
import 'server-only';
import type { Database } from '@/lib/database.types';
import { requestClient } from '@/lib/supabase/server';

type Functions = Database['public']['Functions'];
export type FeedPost = Functions['feed_page']['Returns'][number];
export type PostComment = Functions['post_comment_list']['Returns'][number];
export type ProfileCard = Functions['search_profiles']['Returns'][number];
export type FeedTab = 'following' | 'all';
export type FeedCursor = { createdAt: string; id: string };

export const FEED_PAGE_SIZE = 10;
export const CARD_PAGE_SIZE = 12;

function fail(what: string, error: { message: string }): never {
  throw new Error(`Não foi possível ler ${what}: ${error.message}`);
}

/** A page of the feed, newest first, after `cursor` (keyset). */
export async function getFeedPage(tab: FeedTab, cursor: FeedCursor | null = null, onlyPost?: string): Promise<FeedPost[]> {
  const supabase = await requestClient();
  const { data, error } = await supabase.rpc('feed_page', {
    tab,
    before_created: cursor?.createdAt,
    before_id: cursor?.id,
    page_size: FEED_PAGE_SIZE,
    only_post: onlyPost,
  });
  if (error) fail('as publicações', error);
  return data ?? [];
}

export async function getComments(postId: string): Promise<PostComment[]> {
  const supabase = await requestClient();
  const { data, error } = await supabase.rpc('post_comment_list', { target: postId });
  if (error) fail('os comentários', error);
  return data ?? [];
}

export type ProfileSearch = {
  kind: 'people' | 'creators' | 'companies';
  q?: string;
  serviceType?: string;
  contentType?: string;
  uf?: string;
  city?: string;
  followers?: string;
  priceMin?: number;
  priceMax?: number;
  verifiedOnly?: boolean;
  companyType?: string;
  companyCategory?: string;
  cursor?: FeedCursor | null;
  offset?: number;
};

export async function searchProfiles(s: ProfileSearch): Promise<ProfileCard[]> {
  const supabase = await requestClient();
  const { data, error } = await supabase.rpc('search_profiles', {
    kind: s.kind,
    q: s.q || undefined,
    service_type: s.serviceType || undefined,
    content_type: s.contentType || undefined,
    uf: s.uf || undefined,
    city_name: s.city || undefined,
    followers: s.followers || undefined,
    price_min: s.priceMin,
    price_max: s.priceMax,
    verified_only: s.verifiedOnly ?? false,
    company_type: s.companyType || undefined,
    category_name: s.companyCategory || undefined,
    before_created: s.cursor?.createdAt,
    before_id: s.cursor?.id,
    page_offset: s.offset ?? 0,
    page_size: CARD_PAGE_SIZE,
  });
  if (error) fail('os perfis', error);
  return data ?? [];
}

export async function getSuggestions(): Promise<ProfileCard[]> {
  const supabase = await requestClient();
  const { data, error } = await supabase.rpc('suggested_profiles', { page_size: CARD_PAGE_SIZE });
  if (error) fail('as sugestões', error);
  return data ?? [];
}

export async function getConnections(direction: 'followers' | 'following', before: string | null = null) {
  const supabase = await requestClient();
  const { data, error } = await supabase.rpc('my_connections', {
    direction,
    before_at: before ?? undefined,
    page_size: CARD_PAGE_SIZE,
  });
  if (error) fail('as conexões', error);
  return data ?? [];
}

export async function getSocialCounts(profileId: string) {
  const supabase = await requestClient();
  const { data, error } = await supabase
    .from('social_counts')
    .select('followers_count, following_count, posts_count')
    .eq('profile_id', profileId)
    .maybeSingle();
  if (error) fail('os números do perfil', error);
  return data ?? { followers_count: 0, following_count: 0, posts_count: 0 };
}

/** Whether the viewer follows `profileId`. */
export async function isFollowing(viewerId: string, profileId: string): Promise<boolean> {
  const supabase = await requestClient();
  const { count, error } = await supabase
    .from('follows')
    .select('following_id', { count: 'exact', head: true })
    .eq('follower_id', viewerId)
    .eq('following_id', profileId);
  if (error) fail('o seguimento', error);
  return (count ?? 0) > 0;
}

/** The ids the viewer follows (for the feed's "Novas publicações" pill). */
export async function getFollowingIds(viewerId: string): Promise<string[]> {
  const supabase = await requestClient();
  const { data, error } = await supabase.from('follows').select('following_id').eq('follower_id', viewerId).limit(5000);
  if (error) fail('quem você segue', error);
  return (data ?? []).map((r) => r.following_id);
}

/** Records that the viewer opened someone else's profile today; a failure never breaks the page. */
export async function recordProfileView(profileId: string): Promise<void> {
  const supabase = await requestClient();
  const { error } = await supabase.rpc('record_profile_view', { target: profileId });
  if (error) console.error('[profile view]', error.message);
}
