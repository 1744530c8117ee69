// From the parsed forms to opportunities columns, and the screening rows of step 3.
import 'server-only';
import type { z } from '@/lib/validation/zod';
import type { TablesUpdate } from '@/lib/database.types';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import type { screeningQuestionSchema } from '@/lib/validation/jobs';

type StepOne = {
  title: string;
  description: string;
  serviceTypeId: string;
  serviceSubtypes: string[];
  contentTypeIds: string[];
  platforms: string[];
};
type StepTwo = {
  deliverables: string;
  usageRights: string | null;
  creatorsWanted: number;
  applicationDeadline: string;
  startsOn: string | null;
  endsOn: string | null;
  locationType: string;
  city: string | null;
  state: string | null;
  niches: string[];
  minFollowers: string | null;
  creatorStates: string[];
  requirements: string | null;
};
type StepThree = { payType: string; budgetMin: number | null; budgetMax: number | null; paymentTerms: string | null };

export const stepOneRow = (v: StepOne) => ({
  title: v.title,
  description: v.description,
  service_type_id: v.serviceTypeId,
  service_subtypes: v.serviceSubtypes,
  content_type_ids: v.contentTypeIds,
  platforms: v.platforms,
});

export const stepTwoRow = (v: StepTwo): TablesUpdate<'opportunities'> => ({
  deliverables: v.deliverables,
  usage_rights: v.usageRights,
  creators_wanted: v.creatorsWanted,
  application_deadline: v.applicationDeadline,
  starts_on: v.startsOn,
  ends_on: v.endsOn,
  location_type: v.locationType,
  city: v.locationType === 'remoto' ? null : v.city,
  state: v.locationType === 'remoto' ? null : v.state,
  niches: v.niches,
  min_followers: v.minFollowers,
  creator_states: v.creatorStates,
  requirements: v.requirements,
});

export const stepThreeRow = (v: StepThree): TablesUpdate<'opportunities'> => ({
  pay_type: v.payType,
  budget_min: v.payType === 'fixo' || v.payType === 'faixa' ? v.budgetMin : null,
  budget_max: v.payType === 'fixo' ? v.budgetMin : v.payType === 'faixa' ? v.budgetMax : null,
  payment_terms: v.paymentTerms,
});

/** Replaces the screening questions of an opportunity (the caller's RLS applies). */
export async function replaceScreening(
  supabase: TypedSupabaseClient,
  opportunityId: string,
  questions: z.output<typeof screeningQuestionSchema>[],
) {
  const { error } = await supabase.from('opportunity_screening').delete().eq('opportunity_id', opportunityId);
  if (error) return error;
  if (questions.length === 0) return null;
  const seen = new Set<string>();
  const rows = questions
    .filter((q) => !q.questionId || (!seen.has(q.questionId) && seen.add(q.questionId)))
    .map((q, i) => ({
      opportunity_id: opportunityId,
      question_id: q.questionId ?? null,
      text: q.text,
      kind: q.kind,
      options: q.kind === 'single' || q.kind === 'multiple' ? q.options : [],
      must_have: q.mustHave,
      position: i * 10,
    }));
  const { error: insertError } = await supabase.from('opportunity_screening').insert(rows);
  return insertError;
}
