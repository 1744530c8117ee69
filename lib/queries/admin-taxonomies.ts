// The taxonomy lists of the admin area (docs/product/admin.md): service types and their subtypes,
// content types, company types, agency services. Read in the browser by the admin screens with the
// administrator's client: RLS shows inactive rows to administrators only.
import { ilikePattern, type ListParams } from '@/lib/admin/list-params';
import { paged, type Paged } from '@/lib/queries/paged';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import type { TaxonomyTable } from '@/lib/validation/admin';

export type TaxonomyRow = { id: string; name: string; description: string | null; active: boolean; position: number };

/** One page of a taxonomy, searched, filtered by situation and ordered as the URL says; a subtype list is that of `serviceTypeId`. */
export async function readTaxonomy(
  supabase: TypedSupabaseClient,
  table: TaxonomyTable,
  list: ListParams,
  serviceTypeId?: string,
): Promise<Paged<TaxonomyRow>> {
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

export type ServiceTypeOption = { id: string; name: string; active: boolean };

/** Every service type, active or not, in the forms' order. Throws when the read fails. */
export async function readServiceTypeOptions(supabase: TypedSupabaseClient): Promise<ServiceTypeOption[]> {
  const { data, error } = await supabase.from('service_types').select('id, name, active').order('position').order('name');
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}
