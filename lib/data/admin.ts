// Reads of the admin area (server-only, with the administrator's own client: RLS shows every row
// to administrators only). Lists are paged and searched in the database.
import 'server-only';
import { ilikePattern, type ListParams } from '@/lib/admin/list-params';
import { paged, type Paged } from '@/lib/admin/paged';
import { requestClient } from '@/lib/supabase/server';
import { dataErrorMessage } from './data-error-message';

export type AuditRow = {
  id: number;
  action: string;
  target_table: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
  at: string;
  actor: { full_name: string | null; email: string | null } | null;
};

export async function listAudit(list: ListParams): Promise<Paged<AuditRow>> {
  const supabase = await requestClient();
  let query = supabase
    .from('admin_audit')
    .select('id, action, target_table, target_id, before, after, details, at, actor:profiles!admin_audit_actor_id_fkey(full_name, email)', {
      count: 'exact',
    });
  if (list.filters.tabela) query = query.eq('target_table', list.filters.tabela);
  if (list.filters.acao) query = query.eq('action', list.filters.acao);
  if (list.q && /^[0-9a-f-]{36}$/i.test(list.q)) query = query.eq('target_id', list.q);
  const answer = await query
    .order('at', { ascending: list.dir === 'asc' })
    .order('id', { ascending: list.dir === 'asc' })
    .range(list.from, list.to);
  return paged(answer);
}

export const ADMIN_PROFILE_COLUMNS =
  'id, email, full_name, category, type, is_blocked, verified_at, onboarding_completed, created_at, updated_at, cpf_cnpj, phone_number, city, state, street, street_number, zip_code, company_name, legal_name, company_category, company_description, company_website, headline, bio, instagram_url, tiktok_url, youtube_url, website_url, avatar_url, logo_url' as const;

export type ProfileScope = 'all' | 'creators' | 'brands' | 'agencies';

export async function listProfiles(list: ListParams, scope: ProfileScope) {
  const supabase = await requestClient();
  let query = supabase.from('profiles').select(ADMIN_PROFILE_COLUMNS, { count: 'exact' });
  if (scope === 'creators') query = query.eq('category', 'Quero Oferecer meu serviço');
  if (scope === 'brands') query = query.eq('category', 'Quero Contratar').eq('type', 'Sou uma Marca');
  if (scope === 'agencies') query = query.eq('category', 'Quero Contratar').eq('type', 'Sou uma Agência');
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

export async function listMemberContent(memberId: string, tab: MemberContentTab, page: number): Promise<MemberContent> {
  const supabase = await requestClient();
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
export async function getMemberSummary(memberId: string) {
  const supabase = await requestClient();
  const { data, error } = await supabase
    .from('profiles')
    .select('id, full_name, company_name, email, category, is_blocked')
    .eq('id', memberId)
    .maybeSingle();
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}
