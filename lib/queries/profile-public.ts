// Anyone's public profile (/profile-user): the columns of public_profiles, which never include
// cpf_cnpj, e-mail, telephone or address, plus the services and content types they offer. Read by
// the browser (the static profile screen, components/profile/public/profile-user-screen.tsx).
import type { Tables } from '@/lib/database.types';
import type { Option } from '@/lib/data/taxonomies';
import { CREATOR_FIELDS } from '@/lib/profile/creator-fields';
import { columnList } from '@/lib/supabase/select';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

const PUBLIC_FIELDS = [
  'id',
  'full_name',
  'category',
  'type',
  'avatar_url',
  'company_category',
  'company_segment',
  'logo_url',
  'company_name',
  'legal_name',
  'city',
  'state',
  'instagram_url',
  'agency_service_types',
  'company_description',
  'company_website',
  ...CREATOR_FIELDS,
  'verified_at',
  'created_at',
] as const;

type PublicProfileRow = Pick<Tables<'public_profiles'>, (typeof PUBLIC_FIELDS)[number]>;

/** A row of the view (PostgreSQL types every view column as nullable), with its lists and id settled. */
export type PublicProfile = Omit<PublicProfileRow, 'id' | 'agency_service_types' | 'portfolio_urls'> & {
  id: string;
  agency_service_types: string[];
  portfolio_urls: string[];
  services: Option[];
  contentTypes: Option[];
};

type Named = { id: string; name: string; position: number };
const ordered = (rows: { option: Named | null }[]): Option[] =>
  rows
    .map((r) => r.option)
    .filter((o): o is Named => o !== null)
    .sort((a, b) => a.position - b.position)
    .map(({ id, name }) => ({ id, name }));

/** The profile, or null when there is none (or it is blocked). Throws when a read fails. */
export async function readPublicProfile(supabase: TypedSupabaseClient, id: string): Promise<PublicProfile | null> {
  const [profile, services, contents] = await Promise.all([
    supabase.from('public_profiles').select(columnList(PUBLIC_FIELDS)).eq('id', id).maybeSingle(),
    // RLS hides retired options: the embedded row is then null.
    supabase.from('profile_service_types').select('option:service_types(id, name, position)').eq('profile_id', id),
    supabase.from('profile_content_types').select('option:content_types(id, name, position)').eq('profile_id', id),
  ]);
  const error = profile.error ?? services.error ?? contents.error;
  if (error) throw new Error(`Não foi possível ler o perfil: ${error.message}`);
  const row = profile.data;
  if (!row?.id) return null;
  return {
    ...row,
    id: row.id,
    agency_service_types: row.agency_service_types ?? [],
    portfolio_urls: row.portfolio_urls ?? [],
    services: ordered(services.data ?? []),
    contentTypes: ordered(contents.data ?? []),
  };
}
