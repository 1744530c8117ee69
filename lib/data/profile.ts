// The signed-in person's own profile row (spec §7: profiles by id). RLS lets a user read only
// their own full row; public views of others go through public_profiles. One read by primary key
// per request, shared by the top bar and the page guards (category and block come from here,
// not from the access token, which can be an hour old).
import 'server-only';
import { cache } from 'react';
import type { Tables } from '@/lib/database.types';
import { createClient } from '@/lib/supabase/server';
import { columnList } from '@/lib/supabase/select';

// is_blocked: set by an administrator; lib/auth/page-access.ts signs such an account out.
const SUMMARY_FIELDS = ['id', 'full_name', 'avatar_url', 'category', 'type', 'onboarding_completed', 'headline', 'city', 'state', 'is_blocked'] as const;

export type ProfileSummary = Pick<Tables<'profiles'>, (typeof SUMMARY_FIELDS)[number]>;

/** The row, or null when the user has no profile. Throws when the read itself fails. */
export const getOwnProfile = cache(async (userId: string): Promise<ProfileSummary | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.from('profiles').select(columnList(SUMMARY_FIELDS)).eq('id', userId).maybeSingle();
  if (error) throw new Error(`Não foi possível ler o perfil: ${error.message}`);
  return data;
});
