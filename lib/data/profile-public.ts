// Anyone's public profile (/profile-user): the columns of public_profiles, which never include
// cpf_cnpj, e-mail, telephone or address, plus the services and content types they offer.
import 'server-only';
import { cache } from 'react';
import { createClient } from '@/lib/supabase/server';
import type { Option } from './taxonomies';

export type PublicProfile = {
  id: string;
  full_name: string | null;
  /** null for an account without a category, and for administrators unless the viewer is one. */
  category: string | null;
  type: string | null;
  avatar_url: string | null;
  company_category: string | null;
  company_segment: string | null;
  logo_url: string | null;
  company_name: string | null;
  legal_name: string | null;
  city: string | null;
  state: string | null;
  instagram_url: string | null;
  agency_service_types: string[];
  headline: string | null;
  bio: string | null;
  tiktok_url: string | null;
  youtube_url: string | null;
  website_url: string | null;
  portfolio_urls: string[];
  followers_range: string | null;
  price_from: number | null;
  verified_at: string | null;
  created_at: string;
  services: Option[];
  contentTypes: Option[];
};

const COLUMNS =
  'id, full_name, category, type, avatar_url, company_category, company_segment, logo_url, company_name, legal_name, ' +
  'city, state, instagram_url, agency_service_types, headline, bio, tiktok_url, youtube_url, website_url, ' +
  'portfolio_urls, followers_range, price_from, verified_at, created_at';

type Named = { id: string; name: string; position: number };
const ordered = (rows: { option: Named | null }[]): Option[] =>
  rows
    .map((r) => r.option)
    .filter((o): o is Named => o !== null)
    .sort((a, b) => a.position - b.position)
    .map(({ id, name }) => ({ id, name }));

/** The profile, or null when there is none (or it is blocked). Throws when a read fails. */
export const getPublicProfile = cache(async (id: string): Promise<PublicProfile | null> => {
  const supabase = await createClient();
  const [profile, services, contents] = await Promise.all([
    supabase.from('public_profiles').select(COLUMNS).eq('id', id).maybeSingle(),
    supabase.from('profile_service_types').select('option:service_types(id, name, position)').eq('profile_id', id),
    supabase.from('profile_content_types').select('option:content_types(id, name, position)').eq('profile_id', id),
  ]);
  const error = profile.error ?? services.error ?? contents.error;
  if (error) throw new Error(`Não foi possível ler o perfil: ${error.message}`);
  if (!profile.data) return null;
  return {
    ...(profile.data as unknown as Omit<PublicProfile, 'services' | 'contentTypes'>),
    services: ordered((services.data ?? []) as unknown as { option: Named | null }[]),
    contentTypes: ordered((contents.data ?? []) as unknown as { option: Named | null }[]),
  };
});
