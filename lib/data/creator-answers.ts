// Stores a creator's answers to the onboarding questions of their services (wizard step 4 and
// the "Perguntas" section of /profile). Required questions must be answered.
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { INVALID_INPUT_MESSAGE, actionError, actionOk, type ActionResult } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { checkAnswers, questionsFor, type QuestionKind, type ServiceQuestion } from '@/lib/validation/profile-answers';

/** What the form sends: one entry per question id, text or a list of options. */
export const answersInput = z.record(z.string().max(64), z.union([z.string().max(4000), z.array(z.string().max(300)).max(30)]));

/** Answers go under `answers.<question id>` in fieldErrors. */
export const answerErrorKey = (questionId: string) => `answers.${questionId}`;

async function questionsOfCreator(supabase: SupabaseClient, userId: string): Promise<ServiceQuestion[] | string> {
  const [questions, services] = await Promise.all([
    supabase.from('service_questions').select('id, text, kind, options, required, service_type_id, position'),
    supabase.from('profile_service_types').select('service_type_id').eq('profile_id', userId),
  ]);
  const error = questions.error ?? services.error;
  if (error) return dataErrorMessage(error);
  const all = (questions.data ?? []).map((q) => ({ ...q, kind: q.kind as QuestionKind, options: q.options ?? [] }));
  return questionsFor(all, (services.data ?? []).map((s) => s.service_type_id as string));
}

export async function storeAnswers(
  supabase: SupabaseClient,
  userId: string,
  raw: z.output<typeof answersInput>,
): Promise<ActionResult> {
  const questions = await questionsOfCreator(supabase, userId);
  if (typeof questions === 'string') return actionError(questions);
  const { answers, cleared, errors } = checkAnswers(questions, raw, { requireAll: true });
  if (Object.keys(errors).length > 0) {
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([id, message]) => [answerErrorKey(id), [message]]));
    return actionError(INVALID_INPUT_MESSAGE, fieldErrors);
  }
  const rows = Object.entries(answers).map(([question_id, answer]) => ({ profile_id: userId, question_id, answer }));
  if (rows.length > 0) {
    const { error } = await supabase.from('profile_answers').upsert(rows, { onConflict: 'profile_id,question_id' });
    if (error) return actionError(dataErrorMessage(error));
  }
  if (cleared.length > 0) {
    const { error } = await supabase.from('profile_answers').delete().eq('profile_id', userId).in('question_id', cleared);
    if (error) return actionError(dataErrorMessage(error));
  }
  return actionOk();
}
