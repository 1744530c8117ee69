// The option lists of the profile and jobs forms (migration 20261122001000_taxonomies), read as the
// signed-in user with the client the caller passes: RLS returns the active rows only, so inactive
// options are never offered anew. The server (lib/data/taxonomies.ts) and the browser share them.
import type { Tables } from '@/lib/database.types';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

/** One entry of an option list (every list table has this shape). */
export type Option = Pick<Tables<'content_types'>, 'id' | 'name'>;
export type ServiceTypeOption = Option & { description: string | null; subtypes: string[] };

export type OptionTable = 'content_types' | 'company_types' | 'agency_service_types';

const byPosition = <T extends { position: number; name?: string }>(a: T, b: T) =>
  a.position - b.position || (a.name ?? '').localeCompare(b.name ?? '', 'pt-BR');

export function taxonomyFailed(what: string, message: string): Error {
  return new Error(`Não foi possível carregar ${what}: ${message}`);
}

/** The service types with their subtypes, in position order. */
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

/** One of the plain option lists, in position order; `what` names it in the error. */
export async function readOptions(supabase: TypedSupabaseClient, table: OptionTable, what: string): Promise<Option[]> {
  const { data, error } = await supabase.from(table).select('id, name').order('position').order('name');
  if (error) throw taxonomyFailed(what, error.message);
  return data ?? [];
}

export const readContentTypes = (supabase: TypedSupabaseClient) => readOptions(supabase, 'content_types', 'os tipos de conteúdo');
