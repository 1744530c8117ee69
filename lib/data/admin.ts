// Reads of the admin area (server-only, with the administrator's own client: RLS shows every row
// to administrators only). Lists are paged and searched in the database.
import 'server-only';
import { ilikePattern, isRangeError, type ListParams } from '@/lib/admin/list-params';
import { requestClient } from '@/lib/supabase/server';
import type { TaxonomyTable } from '@/lib/validation/admin';
import { dataErrorMessage } from './data-error-message';

export type Paged<T> = { rows: T[]; total: number; error: string | null };

export function paged<T>(answer: { data: T[] | null; count: number | null; error: { code?: string; message: string } | null }): Paged<T> {
  if (answer.error) {
    // A page past the end (PGRST103) is an empty page, not a failure.
    if (isRangeError(answer.error)) return { rows: [], total: answer.count ?? 0, error: null };
    return { rows: [], total: 0, error: dataErrorMessage(answer.error) };
  }
  return { rows: answer.data ?? [], total: answer.count ?? 0, error: null };
}

export type TaxonomyRow = { id: string; name: string; description: string | null; active: boolean; position: number };

export async function listTaxonomy(table: TaxonomyTable, list: ListParams, serviceTypeId?: string): Promise<Paged<TaxonomyRow>> {
  const supabase = await requestClient();
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

export async function listServiceTypeOptions(): Promise<{ id: string; name: string; active: boolean }[]> {
  const supabase = await requestClient();
  const { data, error } = await supabase.from('service_types').select('id, name, active').order('position').order('name');
  if (error) throw new Error(dataErrorMessage(error));
  return data;
}

export type AuditRow = {
  id: number;
  action: string;
  target_table: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
  at: string;
  actor: { full_name: string | null; email: string | null } | null;
};

export async function listAudit(list: ListParams): Promise<Paged<AuditRow>> {
  const supabase = await requestClient();
  let query = supabase
    .from('admin_audit')
    .select('id, action, target_table, target_id, before, after, details, at, actor:profiles!admin_audit_actor_id_fkey(full_name, email)', {
      count: 'exact',
    });
  if (list.filters.tabela) query = query.eq('target_table', list.filters.tabela);
  if (list.filters.acao) query = query.eq('action', list.filters.acao);
  if (list.q && /^[0-9a-f-]{36}$/i.test(list.q)) query = query.eq('target_id', list.q);
  const answer = await query
    .order('at', { ascending: list.dir === 'asc' })
    .order('id', { ascending: list.dir === 'asc' })
    .range(list.from, list.to);
  return paged(answer);
}
