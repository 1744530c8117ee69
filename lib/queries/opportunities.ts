// Reads of opportunities, shared by the server (lib/data/jobs/opportunities.ts) and the browser (the
// jobs screens, the static profile screen); the client is the first argument, RLS decides what
// each person sees.
import type { Tables } from '@/lib/database.types';
import { PAGE_SIZE } from '@/lib/jobs/constants';
import { decodeCursor, encodeCursor, type OpportunityFilters } from '@/lib/jobs/filters';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

export type Opportunity = Tables<'opportunities'>;
export type Screening = Pick<
  Tables<'opportunity_screening'>,
  'id' | 'question_id' | 'text' | 'kind' | 'options' | 'must_have' | 'position'
>;
export type Company = Pick<
  Tables<'public_profiles'>,
  'id' | 'full_name' | 'company_name' | 'logo_url' | 'avatar_url' | 'city' | 'state' | 'type'
>;
export type OwnOpenOpportunity = Pick<Opportunity, 'id' | 'title'>;
export type CompanyOpportunity = Pick<
  Opportunity,
  'id' | 'title' | 'pay_type' | 'budget_min' | 'budget_max' | 'application_deadline' | 'location_type' | 'city' | 'state' | 'published_at'
>;
export type QuestionOption = Pick<Tables<'opportunity_questions'>, 'id' | 'text' | 'kind' | 'options' | 'required'>;

export const COMPANY_OPPORTUNITIES_LIMIT = 20;

const COMPANY_FIELDS = 'id, full_name, company_name, logo_url, avatar_url, city, state, type';

export function loadFailed(what: string, message: string): Error {
  return new Error(`Não foi possível carregar ${what}: ${message}`);
}

/** The companies (public profiles) of these owners, by id. */
export async function readCompanies(supabase: TypedSupabaseClient, ids: string[]): Promise<Map<string, Company>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { data, error } = await supabase.from('public_profiles').select(COMPANY_FIELDS).in('id', unique);
  if (error) throw loadFailed('as empresas', error.message);
  return new Map((data ?? []).flatMap((c) => (c.id ? [[c.id, c as Company]] : [])));
}

export type SearchRow = {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  service_type_id: string | null;
  content_type_ids: string[];
  platforms: string[];
  pay_type: string;
  budget_min: number | null;
  budget_max: number | null;
  application_deadline: string | null;
  location_type: string;
  city: string | null;
  state: string | null;
  published_at: string | null;
  score: number;
  match_service: boolean;
  match_content_ids: string[];
  match_state: boolean;
  match_followers: boolean;
  /** The owning company's rating: the average (null before its first review) and the count. */
  owner_rating: number | null;
  owner_reviews: number;
};

export type SearchPage = { rows: SearchRow[]; next: string | null; companies: Map<string, Company>; applied: Set<string> };

/** One page of the listing for these filters, with the companies and which ones the viewer applied to. */
export async function searchOpportunities(
  supabase: TypedSupabaseClient,
  filters: OpportunityFilters,
  viewerId: string,
): Promise<SearchPage> {
  const cursor = filters.apos ? decodeCursor(filters.apos) : null;
  const { data, error } = await supabase.rpc('search_opportunities', {
    q: filters.q,
    service_type: filters.servico,
    content_type: filters.conteudo,
    platform: filters.plataforma,
    location: filters.local,
    uf: filters.uf,
    pay: filters.pagamento,
    budget_from: filters.min,
    budget_to: filters.max,
    deadline_until: filters.prazo,
    sort: filters.ordem,
    after_key: cursor ? Number(cursor.key) : undefined,
    after_id: cursor?.id,
    page_size: PAGE_SIZE + 1,
  });
  if (error) throw loadFailed('as oportunidades', error.message);
  const all = (data ?? []) as (SearchRow & { sort_key: number })[];
  const rows = all.slice(0, PAGE_SIZE);
  const last = rows.at(-1);
  const next = all.length > PAGE_SIZE && last ? encodeCursor(String(last.sort_key), last.id) : null;
  const [companies, applied] = await Promise.all([
    readCompanies(
      supabase,
      rows.map((r) => r.owner_id),
    ),
    appliedAmong(
      supabase,
      rows.map((r) => r.id),
      viewerId,
    ),
  ]);
  return { rows, next, companies, applied };
}

/** Which of these opportunities the viewer already applied to ("Já candidatado"). */
async function appliedAmong(supabase: TypedSupabaseClient, ids: string[], viewerId: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { data, error } = await supabase.from('applications').select('opportunity_id').eq('creator_id', viewerId).in('opportunity_id', ids);
  if (error) throw loadFailed('suas candidaturas', error.message);
  return new Set((data ?? []).map((a) => a.opportunity_id));
}

export type OpportunityDetail = { opportunity: Opportunity; screening: Screening[]; company: Company | null };

/** An opportunity with its screening questions and company; null when RLS shows none. */
export async function readOpportunity(supabase: TypedSupabaseClient, id: string): Promise<OpportunityDetail | null> {
  const [{ data, error }, screening] = await Promise.all([
    supabase.from('opportunities').select('*').eq('id', id).maybeSingle(),
    supabase
      .from('opportunity_screening')
      .select('id, question_id, text, kind, options, must_have, position')
      .eq('opportunity_id', id)
      .order('position'),
  ]);
  if (error) throw loadFailed('a oportunidade', error.message);
  if (!data) return null;
  if (screening.error) throw loadFailed('as perguntas', screening.error.message);
  const companies = await readCompanies(supabase, [data.owner_id]);
  return { opportunity: data, screening: screening.data ?? [], company: companies.get(data.owner_id) ?? null };
}

/** The hirer's own opportunities, every status, newest first. */
export async function readOwnOpportunities(supabase: TypedSupabaseClient, ownerId: string): Promise<Opportunity[]> {
  const { data, error } = await supabase
    .from('opportunities')
    .select('*')
    .eq('owner_id', ownerId)
    .order('updated_at', { ascending: false })
    .limit(200);
  if (error) throw loadFailed('suas oportunidades', error.message);
  return data ?? [];
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

/** The question bank the wizard's step 3 offers. */
export async function readOpportunityQuestions(supabase: TypedSupabaseClient): Promise<QuestionOption[]> {
  const { data, error } = await supabase.from('opportunity_questions').select('id, text, kind, options, required').order('position');
  if (error) throw loadFailed('as perguntas', error.message);
  return data ?? [];
}
