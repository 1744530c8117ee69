// The cards of /network, the creator search and /companies (docs/product/social.md), through the
// database functions of migration 20261126002200_discovery (one indexed query per list). The
// client is the first argument; the static screens read them in the browser, under RLS.
import type { Database } from '@/lib/database.types';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { readFailed as fail, type FeedCursor } from './social';

type SearchCard = Database['public']['Functions']['search_profiles']['Returns'][number];
/**
 * A card of /network, the creator search and /companies. Suggestions and connections come without
 * a rating; a search's cards carry it (null average: no reviews yet).
 */
export type ProfileCard = Omit<SearchCard, 'rating_average' | 'rating_count'> & {
  rating_average?: number | null;
  rating_count?: number;
};
export const CARD_PAGE_SIZE = 12;

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

export async function readProfileSearch(supabase: TypedSupabaseClient, s: ProfileSearch): Promise<ProfileCard[]> {
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

export async function readSuggestions(supabase: TypedSupabaseClient): Promise<ProfileCard[]> {
  const { data, error } = await supabase.rpc('suggested_profiles', { page_size: CARD_PAGE_SIZE });
  if (error) fail('as sugestões', error);
  return data ?? [];
}

export async function readConnections(supabase: TypedSupabaseClient, direction: 'followers' | 'following', before: string | null = null) {
  const { data, error } = await supabase.rpc('my_connections', {
    direction,
    before_at: before ?? undefined,
    page_size: CARD_PAGE_SIZE,
  });
  if (error) fail('as conexões', error);
  return data ?? [];
}
