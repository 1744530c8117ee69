// Applications as each role sees them, for the jobs screens (read in the browser): a creator's own;
// the candidates of a hirer's opportunity; a hirer's candidates in one status. RLS returns nothing else.
import type { Tables } from '@/lib/database.types';
import type { ApplicationStatus } from '@/lib/jobs/constants';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { loadFailed, readCompanies, type Company } from './opportunities';

export type Application = Tables<'applications'>;
export type Candidate = Pick<
  Tables<'public_profiles'>,
  'id' | 'full_name' | 'avatar_url' | 'headline' | 'city' | 'state' | 'followers_range' | 'price_from' | 'verified_at'
>;
type OpportunityBrief = Pick<
  Tables<'opportunities'>,
  'id' | 'title' | 'status' | 'owner_id' | 'pay_type' | 'budget_min' | 'budget_max' | 'application_deadline'
>;

const BRIEF = 'id, title, status, owner_id, pay_type, budget_min, budget_max, application_deadline';
const CANDIDATE = 'id, full_name, avatar_url, headline, city, state, followers_range, price_from, verified_at';

export type OwnApplication = Application & { opportunity: OpportunityBrief | null; company: Company | null };

/** A creator's applications, optionally one status, newest first. */
export async function readOwnApplications(
  supabase: TypedSupabaseClient,
  creatorId: string,
  status?: ApplicationStatus,
): Promise<OwnApplication[]> {
  let query = supabase.from('applications').select(`*, opportunity:opportunities(${BRIEF})`).eq('creator_id', creatorId);
  if (status) query = query.eq('status', status);
  const { data, error } = await query.order('created_at', { ascending: false }).limit(200);
  if (error) throw loadFailed('suas candidaturas', error.message);
  const rows = data ?? [];
  const companies = await readCompanies(
    supabase,
    rows.flatMap((r) => (r.opportunity ? [r.opportunity.owner_id] : [])),
  );
  return rows.map((r) => ({ ...r, company: r.opportunity ? (companies.get(r.opportunity.owner_id) ?? null) : null }));
}

export type OwnApplicationTo = Pick<Application, 'id' | 'status' | 'discard_reason'>;

/** The creator's application to one opportunity, if any (the detail view). */
export async function readOwnApplicationTo(
  supabase: TypedSupabaseClient,
  opportunityId: string,
  creatorId: string,
): Promise<OwnApplicationTo | null> {
  const { data, error } = await supabase
    .from('applications')
    .select('id, status, discard_reason')
    .eq('opportunity_id', opportunityId)
    .eq('creator_id', creatorId)
    .maybeSingle();
  if (error) throw loadFailed('sua candidatura', error.message);
  return data;
}

export type CandidateRow = Application & { candidate: Candidate | null; opportunity: OpportunityBrief | null };

async function withCandidates(
  supabase: TypedSupabaseClient,
  rows: (Application & { opportunity: OpportunityBrief | null })[],
): Promise<CandidateRow[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.creator_id))];
  const { data, error } = await supabase.from('public_profiles').select(CANDIDATE).in('id', ids);
  if (error) throw loadFailed('as candidaturas', error.message);
  const people = new Map((data ?? []).map((p) => [p.id, p as Candidate]));
  return rows.map((r) => ({ ...r, candidate: people.get(r.creator_id) ?? null }));
}

/** Candidates of one opportunity (its owner), newest first. */
export async function readCandidates(supabase: TypedSupabaseClient, opportunityId: string): Promise<CandidateRow[]> {
  const { data, error } = await supabase
    .from('applications')
    .select(`*, opportunity:opportunities(${BRIEF})`)
    .eq('opportunity_id', opportunityId)
    .order('created_at', { ascending: false })
    .limit(500);
  if (error) throw loadFailed('as candidaturas', error.message);
  return withCandidates(supabase, data ?? []);
}

/** Candidates across all the hirer's opportunities in one status (pending, discarded, selected). */
export async function readHirerCandidates(
  supabase: TypedSupabaseClient,
  ownerId: string,
  status: ApplicationStatus,
): Promise<CandidateRow[]> {
  const { data, error } = await supabase
    .from('applications')
    .select(`*, opportunity:opportunities!inner(${BRIEF})`)
    .eq('opportunity.owner_id', ownerId)
    .eq('status', status)
    .order('created_at', { ascending: false })
    .limit(300);
  if (error) throw loadFailed('as candidaturas', error.message);
  return withCandidates(supabase, data ?? []);
}
