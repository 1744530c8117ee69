'use server';
// /jobs/edit/:id: every field at once. The database tells the applicants of a published
// opportunity when its dates, pay or deliverables change (opportunities_notify_change).
import { defineAction } from '@/lib/auth/define-action';
import { jobsErrorMessage } from '@/lib/data/jobs/errors';
import { replaceScreening, stepOneRow, stepThreeRow, stepTwoRow } from '@/lib/data/jobs/rows';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { editOpportunitySchema } from '@/lib/validation/jobs';

export const updateOpportunity = defineAction(editOpportunitySchema, async (input, { supabase, user }) => {
  const { data, error } = await supabase
    .from('opportunities')
    .update({ ...stepOneRow(input), ...stepTwoRow(input), ...stepThreeRow(input) })
    .eq('id', input.id)
    .eq('owner_id', user.id)
    .select('id')
    .maybeSingle();
  if (error || !data) return actionError(error ? jobsErrorMessage(error) : 'Oportunidade não encontrada.');
  const screeningError = await replaceScreening(supabase, input.id, input.screening);
  if (screeningError) return actionError(jobsErrorMessage(screeningError));
  return actionOk({ id: input.id });
});
