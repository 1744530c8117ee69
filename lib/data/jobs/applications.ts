// Applications as each role sees them: a creator's own; the candidates of a hirer's opportunity;
// the creators a hirer selected. RLS returns nothing else.
import 'server-only';
import type { Tables } from '@/lib/database.types';
import type { ApplicationStatus } from '@/lib/jobs/constants';
import { requestClient } from '@/lib/supabase/server';
import { getCompanies, type Company } from './opportunities';

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

function failed(what: string, message: string): Error {
  return new Error(`Não foi possível carregar ${what}: ${message}`);
}

export type OwnApplication = Application & { opportunity: OpportunityBrief | null; company: Company | null };

/** A creator's applications, optionally one status, newest first. */
export async function listOwnApplications(creatorId: string, status?: ApplicationStatus): Promise<OwnApplication[]> {
  const supabase = await requestClient();
  let query = supabase.from('applications').select(`*, opportunity:opportunities(${BRIEF})`).eq('creator_id', creatorId);
  if (status) query = query.eq('status', status);
  const { data, error } = await query.order('created_at', { ascending: false }).limit(200);
  if (error) throw failed('suas candidaturas', error.message);
  const rows = data ?? [];
  const companies = await getCompanies(rows.flatMap((r) => (r.opportunity ? [r.opportunity.owner_id] : [])));
  return rows.map((r) => ({ ...r, company: r.opportunity ? (companies.get(r.opportunity.owner_id) ?? null) : null }));
}

export type CandidateRow = Application & { candidate: Candidate | null; opportunity: OpportunityBrief | null };

async function withCandidates(rows: (Application & { opportunity: OpportunityBrief | null })[]): Promise<CandidateRow[]> {
  if (rows.length === 0) return [];
  const supabase = await requestClient();
  const ids = [...new Set(rows.map((r) => r.creator_id))];
  const { data, error } = await supabase.from('public_profiles').select(CANDIDATE).in('id', ids);
  if (error) throw failed('as candidaturas', error.message);
  const people = new Map((data ?? []).map((p) => [p.id, p as Candidate]));
  return rows.map((r) => ({ ...r, candidate: people.get(r.creator_id) ?? null }));
}

/** Candidates of one opportunity (its owner), optionally one status. */
export async function listCandidates(opportunityId: string, status?: ApplicationStatus): Promise<CandidateRow[]> {
  const supabase = await requestClient();
  let query = supabase.from('applications').select(`*, opportunity:opportunities(${BRIEF})`).eq('opportunity_id', opportunityId);
  if (status) query = query.eq('status', status);
  const { data, error } = await query.order('created_at', { ascending: false }).limit(500);
  if (error) throw failed('as candidaturas', error.message);
  return withCandidates(data ?? []);
}

/** Candidates across all the hirer's opportunities in one status (pending, discarded, selected). */
export async function listHirerCandidates(ownerId: string, status: ApplicationStatus): Promise<CandidateRow[]> {
  const supabase = await requestClient();
  const { data, error } = await supabase
    .from('applications')
    .select(`*, opportunity:opportunities!inner(${BRIEF})`)
    .eq('opportunity.owner_id', ownerId)
    .eq('status', status)
    .order('created_at', { ascending: false })
    .limit(300);
  if (error) throw failed('as candidaturas', error.message);
  return withCandidates(data ?? []);
}
