// Reads of opportunities that both the server (lib/data/jobs/opportunities.ts) and the browser (the
// static profile screen) make; the client is the first argument, RLS decides what each person sees.
import type { Tables } from '@/lib/database.types';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

type Opportunity = Tables<'opportunities'>;

export type OwnOpenOpportunity = Pick<Opportunity, 'id' | 'title'>;
export type CompanyOpportunity = Pick<
  Opportunity,
  'id' | 'title' | 'pay_type' | 'budget_min' | 'budget_max' | 'application_deadline' | 'location_type' | 'city' | 'state' | 'published_at'
>;

export const COMPANY_OPPORTUNITIES_LIMIT = 20;

export function loadFailed(what: string, message: string): Error {
  return new Error(`Não foi possível carregar ${what}: ${message}`);
}

/** The hirer's open opportunities (for invites). */
export async function readOpenOwnOpportunities(supabase: TypedSupabaseClient, ownerId: string): Promise<OwnOpenOpportunity[]> {
  const { data, error } = await supabase
    .from('opportunities')
    .select('id, title')
    .eq('owner_id', ownerId)
    .eq('status', 'open')
    .order('published_at', { ascending: false });
  if (error) throw loadFailed('suas oportunidades', error.message);
  return data ?? [];
}

/** A company's open opportunities (its public page), newest first; RLS shows open ones to everyone signed in. */
export async function readCompanyOpenOpportunities(supabase: TypedSupabaseClient, ownerId: string): Promise<CompanyOpportunity[]> {
  const { data, error } = await supabase
    .from('opportunities')
    .select('id, title, pay_type, budget_min, budget_max, application_deadline, location_type, city, state, published_at')
    .eq('owner_id', ownerId)
    .eq('status', 'open')
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(COMPANY_OPPORTUNITIES_LIMIT);
  if (error) throw loadFailed('as oportunidades da empresa', error.message);
  return data ?? [];
}
