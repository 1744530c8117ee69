// The question lists of the admin area (docs/product/admin.md): the onboarding questions, the
// screening library, and the creators' onboarding answers with their filters. The admin screens
// read them in the browser with the administrator's client; the answers' CSV export runs the same
// query on the server. RLS shows inactive questions and everyone's answers to administrators only.
import { ilikePattern, type ListParams } from '@/lib/admin/list-params';
import { paged, type Paged } from '@/lib/queries/paged';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import type { QuestionTable } from '@/lib/validation/admin';

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

/** One page of questions, searched and filtered by service type (`todos`: the ones for every service) and situation. */
export async function readQuestions(supabase: TypedSupabaseClient, table: QuestionTable, list: ListParams): Promise<Paged<QuestionRow>> {
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

/** Every onboarding question (the answers' filter). Throws when the read fails. */
export async function readQuestionOptions(supabase: TypedSupabaseClient): Promise<{ id: string; text: string }[]> {
  const { data, error } = await supabase.from('service_questions').select('id, text').order('position');
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
export function answersQuery(supabase: TypedSupabaseClient, filters: AnswerFilters) {
  let query = supabase.from('profile_answers').select(ANSWER_COLUMNS, { count: 'exact' });
  if (filters.question) query = query.eq('question_id', filters.question);
  if (filters.serviceType) query = query.eq('question.service_type_id', filters.serviceType);
  if (filters.from) query = query.gte('updated_at', `${filters.from}T00:00:00-03:00`);
  if (filters.to) query = query.lte('updated_at', `${filters.to}T23:59:59.999-03:00`);
  return query.order('updated_at', { ascending: false }).order('profile_id').order('question_id');
}

/** One page of the answers the URL's filters ask for. */
export async function readAnswers(supabase: TypedSupabaseClient, list: ListParams) {
  const answer = await answersQuery(supabase, answerFiltersOf(list.filters)).range(list.from, list.to);
  return paged(answer);
}

export function answerText(answer: unknown): string {
  if (Array.isArray(answer)) return answer.join(', ');
  if (answer && typeof answer === 'object') return JSON.stringify(answer);
  return answer === null || answer === undefined ? '' : String(answer);
}
