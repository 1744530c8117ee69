// Figures of the jobs area for /dashboard, per role: a creator's applications by status and the
// open opportunities; a hirer's open opportunities, pending and selected candidates. Counts only,
// through RLS; the client is the first argument, the role the category the page guard checked.
import { CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

export type JobsDashboardFigures =
  | { role: 'creator'; pending: number; selected: number; discarded: number; openOpportunities: number }
  | { role: 'hirer'; openOpportunities: number; drafts: number; pendingCandidates: number; newCandidates: number; selected: number }
  | { role: 'other'; openOpportunities: number };

function jobsFailed(message: string): Error {
  return new Error(`Não foi possível carregar os números de oportunidades: ${message}`);
}

export async function readJobsDashboardFigures(
  supabase: TypedSupabaseClient,
  viewer: { id: string; category: string | null },
): Promise<JobsDashboardFigures> {
  const count = async (query: PromiseLike<{ count: number | null; error: { message: string } | null }>) => {
    const { count: n, error } = await query;
    if (error) throw jobsFailed(error.message);
    return n ?? 0;
  };
  const openAll = supabase.from('opportunities').select('id', { count: 'exact', head: true }).eq('status', 'open');
  if (viewer.category === CATEGORY_CREATOR) {
    const mine = (status: string) =>
      supabase.from('applications').select('id', { count: 'exact', head: true }).eq('creator_id', viewer.id).eq('status', status);
    const [pending, selected, discarded, openOpportunities] = await Promise.all([
      count(mine('pending')),
      count(mine('selected')),
      count(mine('discarded')),
      count(openAll),
    ]);
    return { role: 'creator', pending, selected, discarded, openOpportunities };
  }
  if (viewer.category === CATEGORY_HIRER) {
    const [own, pendingCandidates] = await Promise.all([
      supabase.from('opportunities').select('status, applications_count, unviewed_count, selected_count').eq('owner_id', viewer.id),
      count(
        supabase
          .from('applications')
          .select('id, opportunities!inner(owner_id)', { count: 'exact', head: true })
          .eq('opportunities.owner_id', viewer.id)
          .eq('status', 'pending'),
      ),
    ]);
    if (own.error) throw jobsFailed(own.error.message);
    const rows = own.data ?? [];
    return {
      role: 'hirer',
      openOpportunities: rows.filter((r) => r.status === 'open').length,
      drafts: rows.filter((r) => r.status === 'draft').length,
      pendingCandidates,
      newCandidates: rows.reduce((n, r) => n + r.unviewed_count, 0),
      selected: rows.reduce((n, r) => n + r.selected_count, 0),
    };
  }
  return { role: 'other', openOpportunities: await count(openAll) };
}
