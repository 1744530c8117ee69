// The people lists of the admin area (/admin/users and the moderation queues /admin/gestao-profile,
// -2, -4) and the moderation panel of one person's posts and comments, read with the
// administrator's own client: RLS shows every profile to administrators, and the panel's
// functions refuse anyone else. Lists are paged and searched in the database.
import { ilikePattern, type ListParams } from '@/lib/admin/list-params';
import { CATEGORY_CREATOR, CATEGORY_HIRER, TYPE_AGENCY, TYPE_BRAND } from '@/lib/constants';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { paged } from './paged';

export const ADMIN_PROFILE_COLUMNS =
  'id, email, full_name, category, type, is_blocked, verified_at, onboarding_completed, created_at, updated_at, cpf_cnpj, phone_number, city, state, street, street_number, zip_code, company_name, legal_name, company_category, company_description, company_website, headline, bio, instagram_url, tiktok_url, youtube_url, website_url, avatar_url, logo_url' as const;

export type ProfileScope = 'all' | 'creators' | 'brands' | 'agencies';

export async function readProfiles(supabase: TypedSupabaseClient, list: ListParams, scope: ProfileScope) {
  let query = supabase.from('profiles').select(ADMIN_PROFILE_COLUMNS, { count: 'exact' });
  if (scope === 'creators') query = query.eq('category', CATEGORY_CREATOR);
  if (scope === 'brands') query = query.eq('category', CATEGORY_HIRER).eq('type', TYPE_BRAND);
  if (scope === 'agencies') query = query.eq('category', CATEGORY_HIRER).eq('type', TYPE_AGENCY);
  if (list.q) {
    const pattern = ilikePattern(list.q);
    query = query.or(`full_name.ilike.${pattern},email.ilike.${pattern},company_name.ilike.${pattern}`);
  }
  const { categoria, tipo, bloqueado, verificado, desde, incompleto } = list.filters;
  if (categoria === 'no_category') query = query.is('category', null);
  else if (categoria) query = query.eq('category', categoria);
  if (tipo) query = query.eq('type', tipo);
  if (bloqueado === 'sim') query = query.eq('is_blocked', true);
  if (bloqueado === 'nao') query = query.eq('is_blocked', false);
  if (verificado === 'sim') query = query.not('verified_at', 'is', null);
  if (verificado === 'nao') query = query.is('verified_at', null);
  if (incompleto === 'sim') query = scope === 'creators' ? query.eq('onboarding_completed', false) : query.is('company_name', null);
  if (desde && /^\d{4}-\d{2}-\d{2}$/.test(desde)) query = query.gte('created_at', `${desde}T00:00:00Z`);
  const sort = list.sort === 'name' ? 'full_name' : list.sort === 'created_at' ? 'created_at' : 'updated_at';
  const answer = await query
    .order(sort, { ascending: list.dir === 'asc' })
    .order('id')
    .range(list.from, list.to);
  return paged(answer);
}

export type AdminProfileRow = Awaited<ReturnType<typeof readProfiles>>['rows'][number];

// What one person wrote (the moderation queues' "Publicações" / "Comentários"), every post and
// comment of theirs, a blocked author's too, newest first, with the total.
export const MEMBER_CONTENT_PAGE_SIZE = 10;
export type MemberContentTab = 'publicacoes' | 'comentarios';
export type MemberPost = {
  id: string;
  body: string;
  image_url: string | null;
  likes_count: number;
  comments_count: number;
  created_at: string;
};
export type MemberComment = {
  id: string;
  post_id: string;
  body: string;
  created_at: string;
  post_excerpt: string;
  post_author_name: string;
};
export type MemberContent =
  | { tab: 'publicacoes'; rows: MemberPost[]; total: number; error: string | null }
  | { tab: 'comentarios'; rows: MemberComment[]; total: number; error: string | null };

export async function readMemberContent(
  supabase: TypedSupabaseClient,
  memberId: string,
  tab: MemberContentTab,
  page: number,
): Promise<MemberContent> {
  const args = { member: memberId, page_size: MEMBER_CONTENT_PAGE_SIZE, page_offset: (page - 1) * MEMBER_CONTENT_PAGE_SIZE };
  if (tab === 'publicacoes') {
    const { data, error } = await supabase.rpc('admin_member_posts', args);
    if (error) return { tab, rows: [], total: 0, error: dataErrorMessage(error) };
    return { tab, rows: data, total: data[0]?.total ?? 0, error: null };
  }
  const { data, error } = await supabase.rpc('admin_member_comments', args);
  if (error) return { tab, rows: [], total: 0, error: dataErrorMessage(error) };
  return { tab, rows: data, total: data[0]?.total ?? 0, error: null };
}

/** The name and kind of the person whose content the moderation panel shows; null when unknown. */
export async function readMemberSummary(supabase: TypedSupabaseClient, memberId: string) {
  const { data, error } = await supabase
    .from('profiles')
    .select('id, full_name, company_name, email, category, is_blocked')
    .eq('id', memberId)
    .maybeSingle();
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}

export type MemberSummary = Awaited<ReturnType<typeof readMemberSummary>>;

/** The tab and page of the panel, from the list's URL (`conteudo`, `cpag`). */
export function memberContentParams(list: ListParams): { tab: MemberContentTab; page: number } {
  const tab = list.filters.conteudo === 'comentarios' ? 'comentarios' : 'publicacoes';
  const page = Number.parseInt(list.filters.cpag ?? '', 10);
  return { tab, page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1 };
}

export type MemberPanel = { member: MemberSummary; content: MemberContent };

/** The panel's reads together: the person and the page of their posts or comments the address names. */
export async function readMemberPanel(supabase: TypedSupabaseClient, memberId: string, list: ListParams): Promise<MemberPanel> {
  const { tab, page } = memberContentParams(list);
  const [member, content] = await Promise.all([readMemberSummary(supabase, memberId), readMemberContent(supabase, memberId, tab, page)]);
  return { member, content };
}
