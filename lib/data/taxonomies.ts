// The option lists of the profile forms (lib/queries/taxonomies.ts) with the request's client,
// deduplicated per request, and the onboarding questions.
import 'server-only';
import { cache } from 'react';
import type { PostgrestError } from '@supabase/supabase-js';
import { requestClient } from '@/lib/supabase/server';
import { readOptions, readServiceTypes, taxonomyFailed } from '@/lib/queries/taxonomies';
import { columnList } from '@/lib/supabase/select';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { SERVICE_QUESTION_FIELDS, toServiceQuestions, type ServiceQuestion } from '@/lib/validation/profile-answers';

export type { Option, ServiceTypeOption } from '@/lib/queries/taxonomies';

export const getServiceTypes = cache(async () => readServiceTypes(await requestClient()));
export const getContentTypes = cache(async () => readOptions(await requestClient(), 'content_types'));
export const getCompanyTypes = cache(async () => readOptions(await requestClient(), 'company_types'));
export const getAgencyServiceTypes = cache(async () => readOptions(await requestClient(), 'agency_service_types'));

/** Every active onboarding question, in position order; questionsFor() picks those of a creator's services. */
export async function readServiceQuestions(
  supabase: TypedSupabaseClient,
): Promise<{ questions: ServiceQuestion[] } | { error: PostgrestError }> {
  const { data, error } = await supabase.from('service_questions').select(columnList(SERVICE_QUESTION_FIELDS)).order('position');
  return error ? { error } : { questions: toServiceQuestions(data ?? []) };
}

export const getServiceQuestions = cache(async (): Promise<ServiceQuestion[]> => {
  const read = await readServiceQuestions(await requestClient());
  if ('error' in read) throw taxonomyFailed('as perguntas', read.error.message);
  return read.questions;
});
