// The signed-in person's own profile as the onboarding wizard and the profile editors need it:
// the full row (RLS: only the owner reads it), their services, content types and answers.
import 'server-only';
import { cache } from 'react';
import type { Json, Tables } from '@/lib/database.types';
import { GATE_FIELDS } from '@/lib/profile/completeness';
import { CREATOR_FIELDS } from '@/lib/profile/creator-fields';
import { requestClient } from '@/lib/supabase/server';
import { columnList } from '@/lib/supabase/select';

const OWN_PROFILE_FIELDS = [
  'id',
  'category',
  'type',
  'onboarding_completed',
  'onboarding_step',
  'avatar_url',
  ...GATE_FIELDS,
  'company_description',
  'company_website',
  ...CREATOR_FIELDS,
] as const;

export type OwnProfile = Pick<Tables<'profiles'>, (typeof OWN_PROFILE_FIELDS)[number]>;

/** The row, or null when the user has no profile. Throws when the read itself fails. */
export const getOwnFullProfile = cache(async (userId: string): Promise<OwnProfile | null> => {
  const supabase = await requestClient();
  const { data, error } = await supabase.from('profiles').select(columnList(OWN_PROFILE_FIELDS)).eq('id', userId).maybeSingle();
  if (error) throw new Error(`Não foi possível ler o perfil: ${error.message}`);
  return data;
});

export type OwnSelections = {
  serviceTypeIds: string[];
  contentTypeIds: string[];
  /** Stored answers by question id (JSON string, array of strings or number). */
  answers: Record<string, Json>;
};

export const getOwnSelections = cache(async (userId: string): Promise<OwnSelections> => {
  const supabase = await requestClient();
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
