// Reads of the jobs area (issue 9), as the signed-in user: RLS decides what each role sees.
import 'server-only';
import { cache } from 'react';
import type { Tables } from '@/lib/database.types';
import { decodeCursor, encodeCursor, type OpportunityFilters } from '@/lib/jobs/filters';
import { PAGE_SIZE } from '@/lib/jobs/constants';
import { loadFailed as failed, readOpenOwnOpportunities, type OwnOpenOpportunity } from '@/lib/queries/opportunities';
import { requestClient } from '@/lib/supabase/server';

export type Opportunity = Tables<'opportunities'>;
export type Screening = Pick<
  Tables<'opportunity_screening'>,
  'id' | 'question_id' | 'text' | 'kind' | 'options' | 'must_have' | 'position'
>;
export type Company = Pick<
  Tables<'public_profiles'>,
  'id' | 'full_name' | 'company_name' | 'logo_url' | 'avatar_url' | 'city' | 'state' | 'type'
>;

const COMPANY_FIELDS = 'id, full_name, company_name, logo_url, avatar_url, city, state, type';

export async function getCompanies(ids: string[]): Promise<Map<string, Company>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const supabase = await requestClient();
  const { data, error } = await supabase.from('public_profiles').select(COMPANY_FIELDS).in('id', unique);
  if (error) throw failed('as empresas', error.message);
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

export async function searchOpportunities(filters: OpportunityFilters, viewerId: string): Promise<SearchPage> {
  const supabase = await requestClient();
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
  if (error) throw failed('as oportunidades', error.message);
  const all = (data ?? []) as (SearchRow & { sort_key: number })[];
  const rows = all.slice(0, PAGE_SIZE);
  const last = rows.at(-1);
  const next = all.length > PAGE_SIZE && last ? encodeCursor(String(last.sort_key), last.id) : null;
  const [companies, applied] = await Promise.all([
    getCompanies(rows.map((r) => r.owner_id)),
    appliedAmong(
      rows.map((r) => r.id),
      viewerId,
    ),
  ]);
  return { rows, next, companies, applied };
}

/** Which of these opportunities the viewer already applied to ("Já candidatado"). */
async function appliedAmong(ids: string[], viewerId: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const supabase = await requestClient();
  const { data, error } = await supabase.from('applications').select('opportunity_id').eq('creator_id', viewerId).in('opportunity_id', ids);
  if (error) throw failed('suas candidaturas', error.message);
  return new Set((data ?? []).map((a) => a.opportunity_id));
}

export type OpportunityDetail = { opportunity: Opportunity; screening: Screening[]; company: Company | null };

export const getOpportunity = cache(async (id: string): Promise<OpportunityDetail | null> => {
  const supabase = await requestClient();
  const [{ data, error }, screening] = await Promise.all([
    supabase.from('opportunities').select('*').eq('id', id).maybeSingle(),
    supabase
      .from('opportunity_screening')
      .select('id, question_id, text, kind, options, must_have, position')
      .eq('opportunity_id', id)
      .order('position'),
  ]);
  if (error) throw failed('a oportunidade', error.message);
  if (!data) return null;
  if (screening.error) throw failed('as perguntas', screening.error.message);
  const companies = await getCompanies([data.owner_id]);
  return { opportunity: data, screening: screening.data ?? [], company: companies.get(data.owner_id) ?? null };
});

/** The hirer's own opportunities, every status, newest first. */
export async function listOwnOpportunities(ownerId: string): Promise<Opportunity[]> {
  const supabase = await requestClient();
  const { data, error } = await supabase
    .from('opportunities')
    .select('*')
    .eq('owner_id', ownerId)
    .order('updated_at', { ascending: false })
    .limit(200);
  if (error) throw failed('suas oportunidades', error.message);
  return data ?? [];
}

/** The hirer's open opportunities (for invites). */
export async function listOpenOwnOpportunities(ownerId: string): Promise<OwnOpenOpportunity[]> {
  return readOpenOwnOpportunities(await requestClient(), ownerId);
}

export type QuestionOption = Pick<Tables<'opportunity_questions'>, 'id' | 'text' | 'kind' | 'options' | 'required'>;

export const getOpportunityQuestions = cache(async (): Promise<QuestionOption[]> => {
  const supabase = await requestClient();
  const { data, error } = await supabase.from('opportunity_questions').select('id, text, kind, options, required').order('position');
  if (error) throw failed('as perguntas', error.message);
  return data ?? [];
});
