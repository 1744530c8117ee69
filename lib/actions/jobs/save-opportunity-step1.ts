'use server';
// Wizard step 1 (/jobs/create): creates the draft, or updates the one `id` names (the owner's,
// RLS refuses others), and answers its id for ?id=.
import { defineAction } from '@/lib/auth/define-action';
import { jobsErrorMessage } from '@/lib/data/jobs/errors';
import { stepOneRow } from '@/lib/data/jobs/rows';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { stepOneSchema } from '@/lib/validation/jobs';

export const saveOpportunityStep1 = defineAction(stepOneSchema, async (input, { supabase, user }) => {
  const row = stepOneRow(input);
  if (input.id) {
    const { data, error } = await supabase
      .from('opportunities')
      .update(row)
      .eq('id', input.id)
      .eq('owner_id', user.id)
      .select('id')
      .maybeSingle();
    if (error || !data) return actionError(error ? jobsErrorMessage(error) : 'Oportunidade não encontrada.');
    return actionOk({ id: data.id });
  }
  const { data, error } = await supabase
    .from('opportunities')
    .insert({ ...row, owner_id: user.id })
    .select('id')
    .single();
  if (error) return actionError(jobsErrorMessage(error));
  return actionOk({ id: data.id });
});
