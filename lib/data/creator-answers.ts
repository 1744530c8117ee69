// Stores a creator's answers to the onboarding questions of their services (wizard step 4 and
// the "Perguntas" section of /profile). Required questions must be answered.
import 'server-only';
import type { z } from '@/lib/validation/zod';
import { INVALID_INPUT_MESSAGE, actionError, actionOk, type ActionResult } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { readServiceQuestions } from '@/lib/queries/service-questions';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { answerErrorKey, checkAnswers, questionsFor, type answersInput, type ServiceQuestion } from '@/lib/validation/profile-answers';

async function questionsOfCreator(supabase: TypedSupabaseClient, userId: string): Promise<ServiceQuestion[] | string> {
  const [read, services] = await Promise.all([
    readServiceQuestions(supabase),
    supabase.from('profile_service_types').select('service_type_id').eq('profile_id', userId),
  ]);
  if ('error' in read) return dataErrorMessage(read.error);
  if (services.error) return dataErrorMessage(services.error);
  return questionsFor(
    read.questions,
    (services.data ?? []).map((s) => s.service_type_id),
  );
}

export async function storeAnswers(
  supabase: TypedSupabaseClient,
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
