// The onboarding questions (migration 20261122001000_taxonomies), read with the client the caller
// passes: RLS returns the active ones only. Wizard step 4, /profile's "Perguntas" (in the browser)
// and the answers' save (lib/data/creator-answers.ts) share them.
import type { PostgrestError } from '@supabase/supabase-js';
import { columnList } from '@/lib/supabase/select';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { SERVICE_QUESTION_FIELDS, toServiceQuestions, type ServiceQuestion } from '@/lib/validation/profile-answers';
import { taxonomyFailed } from './taxonomies';

/** Every active onboarding question, in position order; questionsFor() picks those of a creator's services. */
export async function readServiceQuestions(
  supabase: TypedSupabaseClient,
): Promise<{ questions: ServiceQuestion[] } | { error: PostgrestError }> {
  const { data, error } = await supabase.from('service_questions').select(columnList(SERVICE_QUESTION_FIELDS)).order('position');
  return error ? { error } : { questions: toServiceQuestions(data ?? []) };
}

/** The same, throwing when the read fails (a screen's read). */
export async function readServiceQuestionList(supabase: TypedSupabaseClient): Promise<ServiceQuestion[]> {
  const read = await readServiceQuestions(supabase);
  if ('error' in read) throw taxonomyFailed('as perguntas', read.error.message);
  return read.questions;
}
