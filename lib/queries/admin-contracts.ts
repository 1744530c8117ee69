// Reads of /admin/contratos, in the browser with the administrator's own client (RLS lets
// administrators read every contract and every review). Lists are keyset pages in the order
// "most recent first, then id descending", so a page never counts or skips rows: the disputes'
// page is one range of contracts_disputed_idx. The parties' names come from public_profiles, and
// from profiles for the few that view hides (blocked accounts).
import type { Tables } from '@/lib/database.types';
import {
  REVIEWS_TAB,
  adminTabStatus,
  chooseAdminTab,
  keysetFilter,
  parseAdminTab,
  type AdminContractTab,
  type AdminContractsTab,
  type Keyset,
  type StatusCounts,
} from '@/lib/admin/contract-tabs';
import { CONTRACT_STATUSES, type ContractStatus } from '@/lib/hiring/states';
import { partyName } from '@/lib/queries/hiring';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { dataErrorMessage } from '@/lib/data/data-error-message';

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

/** How many contracts each state holds: one grouped count (admin_contract_counts); a failure leaves the tabs without numbers. */
export async function readContractCounts(supabase: TypedSupabaseClient): Promise<StatusCounts> {
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
export async function readAdminContracts(
  supabase: TypedSupabaseClient,
  tab: AdminContractTab,
  after: Keyset | null,
): Promise<KeysetPage<AdminContract>> {
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
export async function readPublicReviews(supabase: TypedSupabaseClient, after: Keyset | null): Promise<KeysetPage<AdminReview>> {
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
export async function readHiddenReviews(supabase: TypedSupabaseClient): Promise<{ rows: AdminReview[]; error: string | null }> {
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

export type ContractsScreenData = {
  tab: AdminContractsTab;
  counts: StatusCounts;
  content:
    | { kind: 'contracts'; tab: AdminContractTab; page: KeysetPage<AdminContract> }
    | { kind: 'reviews'; published: KeysetPage<AdminReview>; hidden: { rows: AdminReview[]; error: string | null } };
};

/**
 * The screen's reads: the counts and the open tab's list together when the address names the tab;
 * without one, the counts choose it first (the disputes when there are any).
 */
export async function readContractsScreen(
  supabase: TypedSupabaseClient,
  requested: string | undefined,
  after: Keyset | null,
): Promise<ContractsScreenData> {
  const counting = readContractCounts(supabase);
  const tab = parseAdminTab(requested) ?? chooseAdminTab(undefined, await counting);
  const [counts, content] = await Promise.all([
    counting,
    tab === REVIEWS_TAB
      ? Promise.all([readPublicReviews(supabase, after), readHiddenReviews(supabase)]).then(([published, hidden]) => ({
          kind: 'reviews' as const,
          published,
          hidden,
        }))
      : readAdminContracts(supabase, tab, after).then((page) => ({ kind: 'contracts' as const, tab, page })),
  ]);
  return { tab, counts, content };
}
