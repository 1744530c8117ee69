// Reads of /admin/contratos (server-only, with the administrator's own client: RLS lets
// administrators read every contract and every review). Lists are keyset pages in the order
// "most recent first, then id descending", so a page never counts or skips rows: the disputes'
// page is one range of contracts_disputed_idx. The parties' names come from public_profiles, and
// from profiles for the few that view hides (blocked accounts).
import 'server-only';
import type { Tables } from '@/lib/database.types';
import { adminTabStatus, keysetFilter, type AdminContractTab, type Keyset, type StatusCounts } from '@/lib/admin/contract-tabs';
import { CONTRACT_STATUSES, type ContractStatus } from '@/lib/hiring/states';
import { partyName } from '@/lib/queries/hiring';
import { requestClient } from '@/lib/supabase/server';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { dataErrorMessage } from './data-error-message';

export const ADMIN_CONTRACTS_PAGE_SIZE = 20;
export const HIDDEN_REVIEWS_SHOWN = 10;

export type AdminParty = { id: string; name: string; blocked: boolean };
export type KeysetPage<T> = { rows: T[]; next: Keyset | null; error: string | null };

/** The names of these people: public_profiles, then profiles for the ones it hides (blocked). */
async function readParties(supabase: TypedSupabaseClient, ids: (string | null)[]): Promise<Map<string, AdminParty>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const parties = new Map<string, AdminParty>();
  if (wanted.length === 0) return parties;
  const visible = await supabase.from('public_profiles').select('id, full_name, company_name').in('id', wanted);
  if (visible.error) throw new Error(dataErrorMessage(visible.error));
  for (const p of visible.data) if (p.id) parties.set(p.id, { id: p.id, name: partyName(p), blocked: false });
  const hidden = wanted.filter((id) => !parties.has(id));
  if (hidden.length === 0) return parties;
  const blocked = await supabase.from('profiles').select('id, full_name, company_name').in('id', hidden);
  if (blocked.error) throw new Error(dataErrorMessage(blocked.error));
  for (const p of blocked.data) parties.set(p.id, { id: p.id, name: partyName(p), blocked: true });
  return parties;
}

const party = (parties: Map<string, AdminParty>, id: string | null) => (id ? (parties.get(id) ?? null) : null);

/**
 * How many contracts each state holds, one request per state started together. count=estimated
 * counts exactly up to max_rows and takes the planner's estimate beyond, so no request scans more
 * than that many rows of a large state. A state whose count fails is left out (its tab shows none).
 */
export async function countContractsByStatus(): Promise<StatusCounts> {
  const supabase = await requestClient();
  // One grouped count (admin_contract_counts); a failure leaves the tabs without numbers.
  const { data, error } = await supabase.rpc('admin_contract_counts');
  if (error) return {};
  const counts: StatusCounts = {};
  for (const row of data ?? []) {
    if ((CONTRACT_STATUSES as string[]).includes(row.status)) counts[row.status as ContractStatus] = row.total;
  }
  return counts;
}

const CONTRACT_COLUMNS =
  'id, title, status, value_cents, is_barter, updated_at, hirer_id, creator_id, disputed_from, dispute_reason, dispute_opened_by, resolution_reason';

export type AdminContract = Pick<
  Tables<'contracts'>,
  | 'id'
  | 'title'
  | 'status'
  | 'value_cents'
  | 'is_barter'
  | 'updated_at'
  | 'hirer_id'
  | 'creator_id'
  | 'disputed_from'
  | 'dispute_reason'
  | 'dispute_opened_by'
  | 'resolution_reason'
> & { hirer: AdminParty | null; creator: AdminParty | null; openedBy: AdminParty | null };

/** One page of the contracts in a tab's state, most recently moved first. */
export async function listAdminContracts(tab: AdminContractTab, after: Keyset | null): Promise<KeysetPage<AdminContract>> {
  const supabase = await requestClient();
  let query = supabase.from('contracts').select(CONTRACT_COLUMNS).eq('status', adminTabStatus(tab));
  if (after) query = query.or(keysetFilter('updated_at', after));
  const { data, error } = await query
    .order('updated_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(ADMIN_CONTRACTS_PAGE_SIZE + 1);
  if (error) return { rows: [], next: null, error: dataErrorMessage(error) };
  const page = data.slice(0, ADMIN_CONTRACTS_PAGE_SIZE);
  try {
    const parties = await readParties(
      supabase,
      page.flatMap((c) => [c.hirer_id, c.creator_id, c.dispute_opened_by]),
    );
    const last = page.at(-1);
    return {
      rows: page.map((c) => ({
        ...c,
        hirer: party(parties, c.hirer_id),
        creator: party(parties, c.creator_id),
        openedBy: party(parties, c.dispute_opened_by),
      })),
      next: data.length > ADMIN_CONTRACTS_PAGE_SIZE && last ? { at: last.updated_at, id: last.id } : null,
      error: null,
    };
  } catch (failure) {
    return { rows: [], next: null, error: failure instanceof Error ? failure.message : dataErrorMessage(null) };
  }
}

const REVIEW_COLUMNS = 'id, contract_id, author_id, subject_id, subject_role, rating, body, revealed_at, hidden_at, hidden_reason';

export type AdminReview = Pick<
  Tables<'reviews'>,
  'id' | 'contract_id' | 'author_id' | 'subject_id' | 'subject_role' | 'rating' | 'body' | 'revealed_at' | 'hidden_at' | 'hidden_reason'
> & { author: AdminParty | null; subject: AdminParty | null };

async function withParties(supabase: TypedSupabaseClient, rows: Omit<AdminReview, 'author' | 'subject'>[]): Promise<AdminReview[]> {
  const parties = await readParties(
    supabase,
    rows.flatMap((r) => [r.author_id, r.subject_id]),
  );
  return rows.map((r) => ({ ...r, author: party(parties, r.author_id), subject: party(parties, r.subject_id) }));
}

/** One page of the public reviews (revealed, not hidden), the most recently revealed first. */
export async function listPublicReviews(after: Keyset | null): Promise<KeysetPage<AdminReview>> {
  const supabase = await requestClient();
  let query = supabase.from('reviews').select(REVIEW_COLUMNS).not('revealed_at', 'is', null).is('hidden_at', null);
  if (after) query = query.or(keysetFilter('revealed_at', after));
  const { data, error } = await query
    .order('revealed_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(ADMIN_CONTRACTS_PAGE_SIZE + 1);
  if (error) return { rows: [], next: null, error: dataErrorMessage(error) };
  const page = data.slice(0, ADMIN_CONTRACTS_PAGE_SIZE);
  try {
    const rows = await withParties(supabase, page);
    const last = page.at(-1);
    const next = data.length > ADMIN_CONTRACTS_PAGE_SIZE && last?.revealed_at ? { at: last.revealed_at, id: last.id } : null;
    return { rows, next, error: null };
  } catch (failure) {
    return { rows: [], next: null, error: failure instanceof Error ? failure.message : dataErrorMessage(null) };
  }
}

/** The reviews hidden most recently, with their reason. */
export async function listHiddenReviews(): Promise<{ rows: AdminReview[]; error: string | null }> {
  const supabase = await requestClient();
  const { data, error } = await supabase
    .from('reviews')
    .select(REVIEW_COLUMNS)
    .not('hidden_at', 'is', null)
    .order('hidden_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(HIDDEN_REVIEWS_SHOWN);
  if (error) return { rows: [], error: dataErrorMessage(error) };
  try {
    return { rows: await withParties(supabase, data), error: null };
  } catch (failure) {
    return { rows: [], error: failure instanceof Error ? failure.message : dataErrorMessage(null) };
  }
}
