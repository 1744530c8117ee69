// The option lists of the profile forms (migration 20261122001000_taxonomies), read as the
// signed-in user: RLS returns the active rows only, so inactive options are never offered anew.
// Deduplicated per request.
import 'server-only';
import { cache } from 'react';
import type { PostgrestError } from '@supabase/supabase-js';
import type { Tables } from '@/lib/database.types';
import { requestClient } from '@/lib/supabase/server';
import { columnList } from '@/lib/supabase/select';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { SERVICE_QUESTION_FIELDS, toServiceQuestions, type ServiceQuestion } from '@/lib/validation/profile-answers';

/** One entry of an option list (every list table has this shape). */
export type Option = Pick<Tables<'content_types'>, 'id' | 'name'>;
export type ServiceTypeOption = Option & { description: string | null; subtypes: string[] };

const byPosition = <T extends { position: number; name?: string }>(a: T, b: T) =>
  a.position - b.position || (a.name ?? '').localeCompare(b.name ?? '', 'pt-BR');

function failed(what: string, message: string): Error {
  return new Error(`Não foi possível carregar ${what}: ${message}`);
}

export const getServiceTypes = cache(async (): Promise<ServiceTypeOption[]> => {
  const supabase = await requestClient();
  const { data, error } = await supabase
    .from('service_types')
    .select('id, name, description, position, service_subtypes(name, position)')
    .order('position')
    .order('name');
  if (error) throw failed('os tipos de serviço', error.message);
  return (data ?? []).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    subtypes: [...(row.service_subtypes ?? [])].sort(byPosition).map((s) => s.name),
  }));
});

async function readOptions(table: 'content_types' | 'company_types' | 'agency_service_types', what: string): Promise<Option[]> {
  const supabase = await requestClient();
  const { data, error } = await supabase.from(table).select('id, name').order('position').order('name');
  if (error) throw failed(what, error.message);
  return data ?? [];
}

export const getContentTypes = cache(() => readOptions('content_types', 'os tipos de conteúdo'));
export const getCompanyTypes = cache(() => readOptions('company_types', 'as categorias de empresa'));
export const getAgencyServiceTypes = cache(() => readOptions('agency_service_types', 'os serviços de agência'));

/** Every active onboarding question, in position order; questionsFor() picks those of a creator's services. */
export async function readServiceQuestions(
  supabase: TypedSupabaseClient,
): Promise<{ questions: ServiceQuestion[] } | { error: PostgrestError }> {
  const { data, error } = await supabase.from('service_questions').select(columnList(SERVICE_QUESTION_FIELDS)).order('position');
  return error ? { error } : { questions: toServiceQuestions(data ?? []) };
}

export const getServiceQuestions = cache(async (): Promise<ServiceQuestion[]> => {
  const read = await readServiceQuestions(await requestClient());
  if ('error' in read) throw failed('as perguntas', read.error.message);
  return read.questions;
});
