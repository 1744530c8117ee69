// readContracts as lib/queries/hiring.ts first wrote it, kept to measure next to the app's:
// `.or('hirer_id.eq.X,creator_id.eq.X')` and `.in('status', [...])`. The planner combines the two
// party indexes in a BitmapOr, which returns rows in no order, so each page read every contract of
// the person in the tab's state and sorted them; the app now filters the viewer's side with
// `.eq('status', s)` for a tab's one state, and walks the index in order. Not used by the app.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/database.types';
import type { ContractStatus } from '../../lib/hiring/states';
import { CONTRACTS_PAGE_SIZE } from '../../lib/queries/hiring';

type Client = SupabaseClient<Database>;

export const CONTRACT_LIST_COLUMNS =
  'id, title, status, value_cents, is_barter, due_date, hirer_id, creator_id, payment_status, updated_at, completed_at, extra_revision_comment, cancel_requested_by';
const PARTY_COLUMNS = 'id, full_name, company_name, avatar_url, logo_url, category';

export async function readContractsWithOr(supabase: Client, viewerId: string, statuses: ContractStatus[], limit = CONTRACTS_PAGE_SIZE) {
  const { data, error } = await supabase
    .from('contracts')
    .select(CONTRACT_LIST_COLUMNS)
    .or(`hirer_id.eq.${viewerId},creator_id.eq.${viewerId}`)
    .in('status', statuses)
    .order('updated_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw new Error(`contracts: ${error.message}`);
  const others = [...new Set(data.map((c) => (c.hirer_id === viewerId ? c.creator_id : c.hirer_id)).filter((id): id is string => !!id))];
  if (others.length) {
    const parties = await supabase.from('public_profiles').select(PARTY_COLUMNS).in('id', others);
    if (parties.error) throw new Error(`parties: ${parties.error.message}`);
  }
  return data;
}
