// The option lists of the profile forms on the server (the queries are lib/queries/taxonomies.ts,
// shared with the browser), read as the signed-in user. Deduplicated per request.
import 'server-only';
import { cache } from 'react';
import type { PostgrestError } from '@supabase/supabase-js';
import {
  readContentTypes,
  readOptions,
  readServiceTypes,
  taxonomyFailed,
  type Option,
  type OptionTable,
  type ServiceTypeOption,
} from '@/lib/queries/taxonomies';
import { requestClient } from '@/lib/supabase/server';
import { columnList } from '@/lib/supabase/select';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { SERVICE_QUESTION_FIELDS, toServiceQuestions, type ServiceQuestion } from '@/lib/validation/profile-answers';

export type { Option, ServiceTypeOption };

export const getServiceTypes = cache(async (): Promise<ServiceTypeOption[]> => readServiceTypes(await requestClient()));

async function readList(table: OptionTable, what: string): Promise<Option[]> {
  return readOptions(await requestClient(), table, what);
}

export const getContentTypes = cache(async () => readContentTypes(await requestClient()));
export const getCompanyTypes = cache(() => readList('company_types', 'as categorias de empresa'));
export const getAgencyServiceTypes = cache(() => readList('agency_service_types', 'os serviços de agência'));

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
