// The signed-in person's own profile as the onboarding wizard and the profile editors need it:
// the full row (RLS: only the owner reads it), their services, content types and answers, with
// the client the caller passes (the server's per request, or the browser's for /profile and
// /profile-empresa). The editors' reads read them together with the option lists.
import type { Json, Tables } from '@/lib/database.types';
import { CATEGORY_CREATOR } from '@/lib/constants';
import { GATE_FIELDS } from '@/lib/profile/completeness';
import { CREATOR_FIELDS } from '@/lib/profile/creator-fields';
import { columnList } from '@/lib/supabase/select';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import type { ServiceQuestion } from '@/lib/validation/profile-answers';
import { readServiceQuestionList } from './service-questions';
import { readOptions, readServiceTypes, type Option, type ServiceTypeOption } from './taxonomies';

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

const NO_PROFILE = 'Não encontramos seu perfil.';

/** The row, or null when the user has no profile. Throws when the read itself fails. */
export async function readOwnFullProfile(supabase: TypedSupabaseClient, userId: string): Promise<OwnProfile | null> {
  const { data, error } = await supabase.from('profiles').select(columnList(OWN_PROFILE_FIELDS)).eq('id', userId).maybeSingle();
  if (error) throw new Error(`Não foi possível ler o perfil: ${error.message}`);
  return data;
}

export type OwnSelections = {
  serviceTypeIds: string[];
  contentTypeIds: string[];
  /** Stored answers by question id (JSON string, array of strings or number). */
  answers: Record<string, Json>;
};

export async function readOwnSelections(supabase: TypedSupabaseClient, userId: string): Promise<OwnSelections> {
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
}

/** What a creator's sections start from, besides the row. */
export type CreatorEditorData = {
  selections: OwnSelections;
  serviceTypes: ServiceTypeOption[];
  contentTypes: Option[];
  questions: ServiceQuestion[];
};

async function readCreatorEditorData(supabase: TypedSupabaseClient, userId: string): Promise<CreatorEditorData> {
  const [selections, serviceTypes, contentTypes, questions] = await Promise.all([
    readOwnSelections(supabase, userId),
    readServiceTypes(supabase),
    readOptions(supabase, 'content_types'),
    readServiceQuestionList(supabase),
  ]);
  return { selections, serviceTypes, contentTypes, questions };
}

export type ProfileEditorData = { profile: OwnProfile; creator: CreatorEditorData | null };

/**
 * /profile's reads. A creator's selections and option lists start with the row when the shell
 * already knows the person is a creator (`creator`); the row's category decides what is shown.
 */
export async function readProfileEditor(supabase: TypedSupabaseClient, userId: string, creator: boolean): Promise<ProfileEditorData> {
  const early = creator ? readCreatorEditorData(supabase, userId) : null;
  // Settled below when the row is a creator's; a failure must not go unhandled meanwhile.
  early?.catch(() => undefined);
  const profile = await readOwnFullProfile(supabase, userId);
  if (!profile) throw new Error(NO_PROFILE);
  if (profile.category !== CATEGORY_CREATOR) return { profile, creator: null };
  return { profile, creator: await (early ?? readCreatorEditorData(supabase, userId)) };
}

export type CompanyEditorData = { profile: OwnProfile; companyTypes: Option[]; agencyServices: Option[] };

/** /profile-empresa's reads, together. */
export async function readCompanyEditor(supabase: TypedSupabaseClient, userId: string): Promise<CompanyEditorData> {
  const [profile, companyTypes, agencyServices] = await Promise.all([
    readOwnFullProfile(supabase, userId),
    readOptions(supabase, 'company_types'),
    readOptions(supabase, 'agency_service_types'),
  ]);
  if (!profile) throw new Error(NO_PROFILE);
  return { profile, companyTypes, agencyServices };
}
