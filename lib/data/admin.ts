// Reads of the admin area (server-only, with the administrator's own client: RLS shows every row
// to administrators only). Lists are paged and searched in the database.
import 'server-only';
import { ilikePattern, isRangeError, type ListParams } from '@/lib/admin/list-params';
import { requestClient } from '@/lib/supabase/server';
import type { TaxonomyTable } from '@/lib/validation/admin';
import { dataErrorMessage } from './data-error-message';

export type Paged<T> = { rows: T[]; total: number; error: string | null };

export function paged<T>(answer: { data: T[] | null; count: number | null; error: { code?: string; message: string } | null }): Paged<T> {
  if (answer.error) {
    // A page past the end (PGRST103) is an empty page, not a failure.
    if (isRangeError(answer.error)) return { rows: [], total: answer.count ?? 0, error: null };
    return { rows: [], total: 0, error: dataErrorMessage(answer.error) };
  }
  return { rows: answer.data ?? [], total: answer.count ?? 0, error: null };
}

export type TaxonomyRow = { id: string; name: string; description: string | null; active: boolean; position: number };

export async function listTaxonomy(table: TaxonomyTable, list: ListParams, serviceTypeId?: string): Promise<Paged<TaxonomyRow>> {
  const supabase = await requestClient();
  const columns = table === 'service_types' ? 'id, name, description, active, position' : 'id, name, active, position';
  let query = supabase.from(table as 'service_types').select(columns as 'id, name, description, active, position', { count: 'exact' });
  if (table === 'service_subtypes') query = query.eq('service_type_id' as 'id', serviceTypeId ?? '00000000-0000-0000-0000-000000000000');
  if (list.q) query = query.ilike('name', ilikePattern(list.q));
  if (list.filters.active === 'sim') query = query.eq('active', true);
  if (list.filters.active === 'nao') query = query.eq('active', false);
  const answer = await query
    .order(list.sort === 'name' ? 'name' : 'position', { ascending: list.dir === 'asc' })
    .order('name')
    .range(list.from, list.to);
  const result = paged(answer);
  return { ...result, rows: result.rows.map((row) => ({ ...row, description: row.description ?? null })) };
}

export async function listServiceTypeOptions(): Promise<{ id: string; name: string; active: boolean }[]> {
  const supabase = await requestClient();
  const { data, error } = await supabase.from('service_types').select('id, name, active').order('position').order('name');
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}

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

export type QuestionRow = {
  id: string;
  text: string;
  kind: 'text' | 'single' | 'multiple' | 'number' | 'url';
  options: string[];
  required: boolean;
  active: boolean;
  position: number;
  service_type_id: string | null;
};

export async function listQuestions(table: 'service_questions' | 'opportunity_questions', list: ListParams): Promise<Paged<QuestionRow>> {
  const supabase = await requestClient();
  let query = supabase
    .from(table as 'service_questions')
    .select('id, text, kind, options, required, active, position, service_type_id', { count: 'exact' });
  if (list.q) query = query.ilike('text', ilikePattern(list.q));
  if (list.filters.tipo === 'todos') query = query.is('service_type_id', null);
  else if (list.filters.tipo) query = query.eq('service_type_id', list.filters.tipo);
  if (list.filters.active === 'sim') query = query.eq('active', true);
  if (list.filters.active === 'nao') query = query.eq('active', false);
  const answer = await query
    .order('position', { ascending: list.dir === 'asc' })
    .order('text')
    .range(list.from, list.to);
  const result = paged(answer);
  return { ...result, rows: result.rows as QuestionRow[] };
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

export async function listPermissionPages() {
  const supabase = await requestClient();
  const { data, error } = await supabase
    .from('pages')
    .select('id, name, slug, icon, menu_section, in_menu, permissions(user_category, has_access)')
    .order('menu_section', { nullsFirst: true })
    .order('name');
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}

export async function listTermsVersions() {
  const supabase = await requestClient();
  const { data, error } = await supabase
    .from('terms_versions')
    .select('id, version, title, body_md, published_at, is_current, created_at')
    .order('version', { ascending: false })
    .limit(50);
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}

export async function listBroadcasts(list: ListParams) {
  const supabase = await requestClient();
  const answer = await supabase
    .from('admin_broadcasts')
    .select('id, title, body, link, target_category, recipients, sent_at, sender:profiles!admin_broadcasts_sent_by_fkey(full_name)', {
      count: 'exact',
    })
    .order('sent_at', { ascending: false })
    .range(list.from, list.to);
  return paged(answer);
}

export async function listSiteImageRows() {
  const supabase = await requestClient();
  const { data, error } = await supabase.from('site_images').select('type, url');
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}

export type AnswerFilters = { question?: string; serviceType?: string; from?: string; to?: string };

export function answerFiltersOf(filters: Record<string, string>): AnswerFilters {
  const uuid = /^[0-9a-f-]{36}$/i;
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return {
    question: uuid.test(filters.pergunta ?? '') ? filters.pergunta : undefined,
    serviceType: uuid.test(filters.tipo ?? '') ? filters.tipo : undefined,
    from: day.test(filters.de ?? '') ? filters.de : undefined,
    to: day.test(filters.ate ?? '') ? filters.ate : undefined,
  };
}

const ANSWER_COLUMNS =
  'profile_id, question_id, answer, updated_at, question:service_questions!inner(text, service_type_id), profile:profiles!inner(full_name, email)' as const;

/** Creators' onboarding answers, newest first, filtered by question, service type and date. */
export function answersQuery(supabase: Awaited<ReturnType<typeof requestClient>>, filters: AnswerFilters) {
  let query = supabase.from('profile_answers').select(ANSWER_COLUMNS, { count: 'exact' });
  if (filters.question) query = query.eq('question_id', filters.question);
  if (filters.serviceType) query = query.eq('question.service_type_id', filters.serviceType);
  if (filters.from) query = query.gte('updated_at', `${filters.from}T00:00:00-03:00`);
  if (filters.to) query = query.lte('updated_at', `${filters.to}T23:59:59.999-03:00`);
  return query.order('updated_at', { ascending: false }).order('profile_id').order('question_id');
}

export async function listAnswers(list: ListParams) {
  const supabase = await requestClient();
  const answer = await answersQuery(supabase, answerFiltersOf(list.filters)).range(list.from, list.to);
  return paged(answer);
}

export async function listQuestionOptions() {
  const supabase = await requestClient();
  const { data, error } = await supabase.from('service_questions').select('id, text').order('position');
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}

export function answerText(answer: unknown): string {
  if (Array.isArray(answer)) return answer.join(', ');
  if (answer && typeof answer === 'object') return JSON.stringify(answer);
  return answer === null || answer === undefined ? '' : String(answer);
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
