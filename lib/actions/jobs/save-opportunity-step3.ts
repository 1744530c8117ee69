'use server';
// Wizard step 3 (/jobs/create3): pay and screening questions, then "Publicar" (status open) or
// "Salvar rascunho". Publishing an incomplete draft is refused by the database's checks as well.
import { defineAction } from '@/lib/auth/define-action';
import { jobsErrorMessage } from '@/lib/data/jobs/errors';
import { replaceScreening, stepThreeRow } from '@/lib/data/jobs/rows';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { firstIncompleteStep } from '@/lib/jobs/wizard';
import { stepThreeSchema } from '@/lib/validation/jobs';

export const saveOpportunityStep3 = defineAction(stepThreeSchema, async (input, { supabase, user }) => {
  const { data: current, error: readError } = await supabase
    .from('opportunities')
    .select('*')
    .eq('id', input.id)
    .eq('owner_id', user.id)
    .maybeSingle();
  if (readError) return actionError(jobsErrorMessage(readError));
  if (!current) return actionError('Oportunidade não encontrada.');
  if (input.publish && firstIncompleteStep(current) < 3) return actionError('Complete as etapas anteriores antes de publicar.');
  const screeningError = await replaceScreening(supabase, input.id, input.screening);
  if (screeningError) return actionError(jobsErrorMessage(screeningError));
  const status = input.publish && current.status === 'draft' ? 'open' : current.status;
  const { error } = await supabase
    .from('opportunities')
    .update({ ...stepThreeRow(input), status })
    .eq('id', input.id);
  if (error) return actionError(jobsErrorMessage(error));
  return actionOk({ id: input.id, published: status === 'open' });
});
