// Feed, network, companies: reads of the signed-in person, through the database functions of
// migrations 20261126002200_discovery and 20261126002300_feed (one indexed query per list).
import 'server-only';
import type { Database } from '@/lib/database.types';
import { readFailed as fail, readSocialCounts, type FeedCursor, type SocialCounts } from '@/lib/queries/social';
import { requestClient } from '@/lib/supabase/server';

type Functions = Database['public']['Functions'];
export type PostComment = Functions['post_comment_list']['Returns'][number];
type SearchCard = Functions['search_profiles']['Returns'][number];
/**
 * A card of /network, the creator search and /companies. Suggestions and connections come without
 * a rating; a search's cards carry it (null average: no reviews yet).
 */
export type ProfileCard = Omit<SearchCard, 'rating_average' | 'rating_count'> & {
  rating_average?: number | null;
  rating_count?: number;
};
export const CARD_PAGE_SIZE = 12;

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
  /** 'avaliacao': best rated first (paged by offset); otherwise the default order. */
  sort?: 'avaliacao';
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
    sort: s.sort,
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

export async function getSocialCounts(profileId: string): Promise<SocialCounts> {
  return readSocialCounts(await requestClient(), profileId);
}
