// The audit log (/admin/audit, docs/product/admin.md): administrators' changes, newest first, paged
// and filtered in the database. RLS shows admin_audit to administrators only.
import type { ListParams } from '@/lib/admin/list-params';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { paged, type Paged } from './paged';

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

export async function readAudit(supabase: TypedSupabaseClient, list: ListParams): Promise<Paged<AuditRow>> {
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
