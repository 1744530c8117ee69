// The signed-in person's own profile row (spec §7: profiles by id). RLS lets a user read only
// their own full row; public views of others go through public_profiles. One read by primary key
// per request, shared by the top bar and the page guards (category and block come from here,
// not from the access token, which can be an hour old).
import 'server-only';
import { cache } from 'react';
import { createClient } from '@/lib/supabase/server';

export type ProfileSummary = {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  category: string | null;
  type: string | null;
  onboarding_completed: boolean;
  headline: string | null;
  city: string | null;
  state: string | null;
  /** Set by an administrator: the account may not use the app (lib/auth/page-access.ts signs it out). */
  is_blocked: boolean;
};

const COLUMNS = 'id, full_name, avatar_url, category, type, onboarding_completed, headline, city, state, is_blocked';

/** The row, or null when the user has no profile. Throws when the read itself fails. */
export const getOwnProfile = cache(async (userId: string): Promise<ProfileSummary | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.from('profiles').select(COLUMNS).eq('id', userId).maybeSingle();
  if (error) throw new Error(`Não foi possível ler o perfil: ${error.message}`);
  return (data as ProfileSummary | null) ?? null;
});
