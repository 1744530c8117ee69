'use server';
// Wizard step 2 (/jobs/create2): deliverables, dates, location and requirements of the draft.
import { defineAction } from '@/lib/auth/define-action';
import { jobsErrorMessage } from '@/lib/data/jobs/errors';
import { stepTwoRow } from '@/lib/data/jobs/rows';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { stepTwoSchema } from '@/lib/validation/jobs';

export const saveOpportunityStep2 = defineAction(stepTwoSchema, async (input, { supabase, user }) => {
  const { data, error } = await supabase
    .from('opportunities')
    .update(stepTwoRow(input))
    .eq('id', input.id)
    .eq('owner_id', user.id)
    .select('id')
    .maybeSingle();
  if (error || !data) return actionError(error ? jobsErrorMessage(error) : 'Oportunidade não encontrada.');
  return actionOk({ id: data.id });
});
