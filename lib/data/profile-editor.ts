// The signed-in person's own profile as the onboarding wizard and the profile editors need it:
// the full row (RLS: only the owner reads it), their services, content types and answers.
import 'server-only';
import { cache } from 'react';
import { createClient } from '@/lib/supabase/server';

export type OwnProfile = {
  id: string;
  email: string | null;
  full_name: string | null;
  cpf_cnpj: string | null;
  category: string | null;
  type: string | null;
  onboarding_completed: boolean;
  onboarding_step: number;
  avatar_url: string | null;
  company_category: string | null;
  company_segment: string | null;
  logo_url: string | null;
  company_name: string | null;
  legal_name: string | null;
  zip_code: string | null;
  city: string | null;
  state: string | null;
  street: string | null;
  street_number: string | null;
  instagram_url: string | null;
  phone_number: string | null;
  agency_service_types: string[];
  headline: string | null;
  bio: string | null;
  tiktok_url: string | null;
  youtube_url: string | null;
  website_url: string | null;
  portfolio_urls: string[];
  followers_range: string | null;
  price_from: number | null;
};

export const OWN_PROFILE_COLUMNS =
  'id, email, full_name, cpf_cnpj, category, type, onboarding_completed, onboarding_step, avatar_url, ' +
  'company_category, company_segment, logo_url, company_name, legal_name, zip_code, city, state, street, ' +
  'street_number, instagram_url, phone_number, agency_service_types, headline, bio, tiktok_url, youtube_url, ' +
  'website_url, portfolio_urls, followers_range, price_from';

/** The row, or null when the user has no profile. Throws when the read itself fails. */
export const getOwnFullProfile = cache(async (userId: string): Promise<OwnProfile | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.from('profiles').select(OWN_PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  if (error) throw new Error(`Não foi possível ler o perfil: ${error.message}`);
  return (data as OwnProfile | null) ?? null;
});

export type OwnSelections = {
  serviceTypeIds: string[];
  contentTypeIds: string[];
  /** Stored answers by question id (JSON string, array of strings or number). */
  answers: Record<string, unknown>;
};

export const getOwnSelections = cache(async (userId: string): Promise<OwnSelections> => {
  const supabase = await createClient();
  const [services, contents, answers] = await Promise.all([
    supabase.from('profile_service_types').select('service_type_id').eq('profile_id', userId),
    supabase.from('profile_content_types').select('content_type_id').eq('profile_id', userId),
    supabase.from('profile_answers').select('question_id, answer').eq('profile_id', userId),
  ]);
  const error = services.error ?? contents.error ?? answers.error;
  if (error) throw new Error(`Não foi possível ler as escolhas do perfil: ${error.message}`);
  return {
    serviceTypeIds: (services.data ?? []).map((r) => r.service_type_id),
    contentTypeIds: (contents.data ?? []).map((r) => r.content_type_id),
    answers: Object.fromEntries((answers.data ?? []).map((r) => [r.question_id, r.answer])),
  };
});
