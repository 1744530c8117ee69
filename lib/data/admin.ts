// Reads of the admin area (server-only, with the administrator's own client: RLS shows every row
// to administrators only). Lists are paged and searched in the database.
import 'server-only';
import { ilikePattern, type ListParams } from '@/lib/admin/list-params';
import { paged, type Paged } from '@/lib/queries/paged';
import { requestClient } from '@/lib/supabase/server';
import type { TaxonomyTable } from '@/lib/validation/admin';
import { dataErrorMessage } from './data-error-message';

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
