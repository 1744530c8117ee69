// Reads of the hiring loop (docs/product/hiring.md): contracts and proposals of the signed-in
// person, one contract with its timeline, deliveries and reviews, one proposal with its rounds,
// and a profile's rating and public reviews. The client is the first argument (server or
// browser); RLS decides what each person reads: the two parties and administrators, reviews once
// revealed.
import type { Tables } from '@/lib/database.types';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import type { ContractStatus, Side } from '@/lib/hiring/states';
import { loadFailed } from './opportunities';

export type PartyCard = Pick<Tables<'public_profiles'>, 'id' | 'full_name' | 'company_name' | 'avatar_url' | 'logo_url' | 'category'>;

const PARTY_COLUMNS = 'id, full_name, company_name, avatar_url, logo_url, category';

/** The name a party goes by: the company's, else the person's. */
export const partyName = (p: Pick<PartyCard, 'full_name' | 'company_name'> | null | undefined): string =>
  p?.company_name?.trim() || p?.full_name?.trim() || 'Perfil removido';

async function readParties(supabase: TypedSupabaseClient, ids: (string | null)[]): Promise<Map<string, PartyCard>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const { data, error } = await supabase.from('public_profiles').select(PARTY_COLUMNS).in('id', wanted);
  if (error) throw loadFailed('os perfis', error.message);
  return new Map((data ?? []).filter((p) => p.id).map((p) => [p.id!, p]));
}

export type HiringCounts = {
  contracts: Partial<Record<ContractStatus, number>>;
  proposalsAwaitingMe: number;
  proposalsAwaitingOther: number;
};

export async function readHiringCounts(supabase: TypedSupabaseClient): Promise<HiringCounts> {
  const { data, error } = await supabase.rpc('hiring_counts');
  if (error) throw loadFailed('os totais', error.message);
  const counts: HiringCounts = { contracts: {}, proposalsAwaitingMe: 0, proposalsAwaitingOther: 0 };
  for (const row of data ?? []) {
    if (row.kind === 'contract') {
      const status = row.status as ContractStatus;
      counts.contracts[status] = (counts.contracts[status] ?? 0) + row.total;
    } else if (row.status === 'awaiting_me') counts.proposalsAwaitingMe += row.total;
    else counts.proposalsAwaitingOther += row.total;
  }
  return counts;
}

const CONTRACT_LIST_COLUMNS =
  'id, title, status, value_cents, is_barter, due_date, hirer_id, creator_id, payment_status, updated_at, completed_at, extra_revision_comment, cancel_requested_by';
export type ContractListItem = Pick<
  Tables<'contracts'>,
  | 'id'
  | 'title'
  | 'status'
  | 'value_cents'
  | 'is_barter'
  | 'due_date'
  | 'hirer_id'
  | 'creator_id'
  | 'payment_status'
  | 'updated_at'
  | 'completed_at'
  | 'extra_revision_comment'
  | 'cancel_requested_by'
> & { other: PartyCard | null };

export const CONTRACTS_PAGE_SIZE = 20;

/**
 * The viewer's contracts in some states, most recently moved first, with the other party. A person
 * is on one side of all their contracts (a hirer or a creator: proposal_send requires the
 * hirer's category), so the read filters that side: the planner then walks contracts_hirer_idx
 * or contracts_creator_idx (party, status, updated_at desc, id) in order and stops after the page,
 * where `hirer_id = X or creator_id = X` read every contract of the person in the state and sorted
 * them (bench/results/hiring.md).
 */
export async function readContracts(
  supabase: TypedSupabaseClient,
  viewer: { id: string; side: Side },
  statuses: ContractStatus[],
  limit = CONTRACTS_PAGE_SIZE,
): Promise<ContractListItem[]> {
  const own = viewer.side === 'hirer' ? 'hirer_id' : 'creator_id';
  let query = supabase.from('contracts').select(CONTRACT_LIST_COLUMNS).eq(own, viewer.id);
  query = statuses.length === 1 ? query.eq('status', statuses[0]) : query.in('status', statuses);
  const { data, error } = await query.order('updated_at', { ascending: false }).order('id', { ascending: false }).limit(limit);
  if (error) throw loadFailed('seus contratos', error.message);
  const rows = data ?? [];
  const otherOf = (c: (typeof rows)[number]) => (viewer.side === 'hirer' ? c.creator_id : c.hirer_id);
  const parties = await readParties(supabase, rows.map(otherOf));
  return rows.map((c) => ({ ...c, other: parties.get(otherOf(c) ?? '') ?? null }));
}

const PROPOSAL_LIST_COLUMNS =
  'id, title, status, awaiting, round, value_cents, is_barter, due_date, hirer_id, creator_id, expires_at, updated_at';
export type ProposalListItem = Pick<
  Tables<'proposals'>,
  | 'id'
  | 'title'
  | 'status'
  | 'awaiting'
  | 'round'
  | 'value_cents'
  | 'is_barter'
  | 'due_date'
  | 'hirer_id'
  | 'creator_id'
  | 'expires_at'
  | 'updated_at'
> & { other: PartyCard | null };

/**
 * The viewer's proposals (their side, as for contracts): every one in negotiation, newest first,
 * then the latest answered ones (declined, withdrawn, expired). Two reads side by side: the first
 * is a range of proposals_hirer_idx / proposals_creator_idx (party, status, updated_at), the
 * second walks proposals_*_recent_idx (party, updated_at) in order and stops after the page.
 */
export async function readProposals(
  supabase: TypedSupabaseClient,
  viewer: { id: string; side: Side },
  limit = CONTRACTS_PAGE_SIZE,
): Promise<ProposalListItem[]> {
  const own = viewer.side === 'hirer' ? 'hirer_id' : 'creator_id';
  const newest = <Q extends { order: (c: 'updated_at' | 'id', o: { ascending: boolean }) => Q }>(q: Q) =>
    q.order('updated_at', { ascending: false }).order('id', { ascending: false });
  const [pending, answered] = await Promise.all([
    newest(supabase.from('proposals').select(PROPOSAL_LIST_COLUMNS).eq(own, viewer.id).eq('status', 'pending')).limit(
      PENDING_PROPOSALS_LIMIT,
    ),
    newest(
      supabase.from('proposals').select(PROPOSAL_LIST_COLUMNS).eq(own, viewer.id).in('status', ['declined', 'withdrawn', 'expired']),
    ).limit(limit),
  ]);
  const failed = pending.error ?? answered.error;
  if (failed) throw loadFailed('suas propostas', failed.message);
  const rows = [...(pending.data ?? []), ...(answered.data ?? [])];
  const otherOf = (p: (typeof rows)[number]) => (viewer.side === 'hirer' ? p.creator_id : p.hirer_id);
  const parties = await readParties(supabase, rows.map(otherOf));
  return rows.map((p) => ({ ...p, other: parties.get(otherOf(p) ?? '') ?? null }));
}

/** The most proposals in negotiation the tab lists (one per pair and opportunity at a time). */
export const PENDING_PROPOSALS_LIMIT = 100;

export type ProposalDetail = Tables<'proposals'> & {
  rounds: Pick<
    Tables<'proposal_rounds'>,
    'id' | 'round' | 'author_id' | 'action' | 'value_cents' | 'is_barter' | 'due_date' | 'message' | 'created_at'
  >[];
  hirer: PartyCard | null;
  creator: PartyCard | null;
  contractId: string | null;
};

/** One proposal with every round, or null when the viewer may not read it (or it does not exist). */
export async function readProposal(supabase: TypedSupabaseClient, id: string): Promise<ProposalDetail | null> {
  const [proposal, rounds, contract] = await Promise.all([
    supabase.from('proposals').select('*').eq('id', id).maybeSingle(),
    supabase
      .from('proposal_rounds')
      .select('id, round, author_id, action, value_cents, is_barter, due_date, message, created_at')
      .eq('proposal_id', id)
      .order('id'),
    supabase.from('contracts').select('id').eq('proposal_id', id).maybeSingle(),
  ]);
  const failed = proposal.error ?? rounds.error ?? contract.error;
  if (failed) throw loadFailed('a proposta', failed.message);
  if (!proposal.data) return null;
  const parties = await readParties(supabase, [proposal.data.hirer_id, proposal.data.creator_id]);
  return {
    ...proposal.data,
    rounds: rounds.data ?? [],
    hirer: parties.get(proposal.data.hirer_id ?? '') ?? null,
    creator: parties.get(proposal.data.creator_id ?? '') ?? null,
    contractId: contract.data?.id ?? null,
  };
}

export type ContractEvent = Pick<Tables<'contract_events'>, 'id' | 'actor_id' | 'kind' | 'note' | 'created_at'>;
export type Delivery = Pick<
  Tables<'deliveries'>,
  'id' | 'number' | 'note' | 'links' | 'files' | 'status' | 'response_comment' | 'auto_approved' | 'submitted_at' | 'responded_at'
>;
export type ReviewRow = Pick<
  Tables<'reviews'>,
  | 'id'
  | 'author_id'
  | 'subject_id'
  | 'subject_role'
  | 'rating'
  | 'communication'
  | 'quality'
  | 'timeliness'
  | 'briefing'
  | 'payment'
  | 'body'
  | 'revealed_at'
  | 'reply'
  | 'replied_at'
  | 'hidden_at'
  | 'created_at'
>;

const REVIEW_COLUMNS =
  'id, author_id, subject_id, subject_role, rating, communication, quality, timeliness, briefing, payment, body, revealed_at, reply, replied_at, hidden_at, created_at';

export type ContractDetail = Tables<'contracts'> & {
  events: ContractEvent[];
  deliveries: Delivery[];
  /** What the viewer may read: their own review, and both once revealed. */
  reviews: ReviewRow[];
  hirer: PartyCard | null;
  creator: PartyCard | null;
};

/** One contract with its timeline, deliveries and the reviews the viewer may read; null when none. */
export async function readContract(supabase: TypedSupabaseClient, id: string): Promise<ContractDetail | null> {
  const [contract, events, deliveries, reviews] = await Promise.all([
    supabase.from('contracts').select('*').eq('id', id).maybeSingle(),
    supabase.from('contract_events').select('id, actor_id, kind, note, created_at').eq('contract_id', id).order('created_at').order('id'),
    supabase
      .from('deliveries')
      .select('id, number, note, links, files, status, response_comment, auto_approved, submitted_at, responded_at')
      .eq('contract_id', id)
      .order('number'),
    supabase.from('reviews').select(REVIEW_COLUMNS).eq('contract_id', id).order('created_at'),
  ]);
  const failed = contract.error ?? events.error ?? deliveries.error ?? reviews.error;
  if (failed) throw loadFailed('o contrato', failed.message);
  if (!contract.data) return null;
  const parties = await readParties(supabase, [contract.data.hirer_id, contract.data.creator_id]);
  return {
    ...contract.data,
    events: events.data ?? [],
    deliveries: deliveries.data ?? [],
    reviews: reviews.data ?? [],
    hirer: parties.get(contract.data.hirer_id ?? '') ?? null,
    creator: parties.get(contract.data.creator_id ?? '') ?? null,
  };
}

export type ProfileRating = Tables<'profile_ratings'>;

/** A person's rating summary (null before their first public review). */
export async function readProfileRating(supabase: TypedSupabaseClient, profileId: string): Promise<ProfileRating | null> {
  const { data, error } = await supabase.from('profile_ratings').select('*').eq('profile_id', profileId).maybeSingle();
  if (error) throw loadFailed('a avaliação', error.message);
  return data && data.reviews_count > 0 ? data : null;
}

export type PublicReview = ReviewRow & { author: PartyCard | null };
export const PROFILE_REVIEWS_LIMIT = 5;

/** The latest public reviews of a person, with their authors. */
export async function readProfileReviews(
  supabase: TypedSupabaseClient,
  profileId: string,
  limit = PROFILE_REVIEWS_LIMIT,
): Promise<PublicReview[]> {
  const { data, error } = await supabase
    .from('reviews')
    .select(REVIEW_COLUMNS)
    .eq('subject_id', profileId)
    .not('revealed_at', 'is', null)
    .is('hidden_at', null)
    .order('revealed_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw loadFailed('as avaliações', error.message);
  const rows = data ?? [];
  const authors = await readParties(
    supabase,
    rows.map((r) => r.author_id),
  );
  return rows.map((r) => ({ ...r, author: authors.get(r.author_id ?? '') ?? null }));
}

/** The average and aspects of a summary, rounded to one decimal ('4,7'). */
export function ratingAverages(r: ProfileRating) {
  const avg = (sum: number) => (r.reviews_count > 0 ? Math.round((sum / r.reviews_count) * 10) / 10 : null);
  return {
    rating: avg(r.rating_sum),
    communication: avg(r.communication_sum),
    quality: avg(r.quality_sum),
    timeliness: avg(r.timeliness_sum),
    briefing: avg(r.briefing_sum),
    payment: avg(r.payment_sum),
  };
}
