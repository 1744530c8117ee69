// The signed-in person's own profile row (spec §7: profiles by id). RLS lets a user read only
// their own full row; public views of others go through public_profiles.
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
};

const COLUMNS = 'id, full_name, avatar_url, category, type, onboarding_completed, headline, city, state';

/** The row, or null when the user has no profile. Throws when the read itself fails. */
export const getOwnProfile = cache(async (userId: string): Promise<ProfileSummary | null> => {
  const supabase = await createClient();
  const { data, error } = await supabase.from('profiles').select(COLUMNS).eq('id', userId).maybeSingle();
  if (error) throw new Error(`Não foi possível ler o perfil: ${error.message}`);
  return (data as ProfileSummary | null) ?? null;
});
