// The option lists of the profile forms and the searches (migration 20261122001000_taxonomies),
// read as the signed-in user: RLS returns the active rows only, so inactive options are never
// offered anew. The client is the first argument (the server's per request, or the browser's).
import type { Tables } from '@/lib/database.types';
import { comparePtBr } from '@/lib/format/compare';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

/** One entry of an option list (every list table has this shape). */
export type Option = Pick<Tables<'content_types'>, 'id' | 'name'>;
export type ServiceTypeOption = Option & { description: string | null; subtypes: string[] };
export type OptionTable = 'content_types' | 'company_types' | 'agency_service_types';

const byPosition = <T extends { position: number; name?: string }>(a: T, b: T) =>
  a.position - b.position || comparePtBr(a.name ?? '', b.name ?? '');

export function taxonomyFailed(what: string, message: string): Error {
  return new Error(`Não foi possível carregar ${what}: ${message}`);
}

export async function readServiceTypes(supabase: TypedSupabaseClient): Promise<ServiceTypeOption[]> {
  const { data, error } = await supabase
    .from('service_types')
    .select('id, name, description, position, service_subtypes(name, position)')
    .order('position')
    .order('name');
  if (error) throw taxonomyFailed('os tipos de serviço', error.message);
  return (data ?? []).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    subtypes: [...(row.service_subtypes ?? [])].sort(byPosition).map((s) => s.name),
  }));
}

const OPTION_LISTS: Record<OptionTable, string> = {
  content_types: 'os tipos de conteúdo',
  company_types: 'as categorias de empresa',
  agency_service_types: 'os serviços de agência',
};

export async function readOptions(supabase: TypedSupabaseClient, table: OptionTable): Promise<Option[]> {
  const { data, error } = await supabase.from(table).select('id, name').order('position').order('name');
  if (error) throw taxonomyFailed(OPTION_LISTS[table], error.message);
  return data ?? [];
}

export const readContentTypes = (supabase: TypedSupabaseClient) => readOptions(supabase, 'content_types');
