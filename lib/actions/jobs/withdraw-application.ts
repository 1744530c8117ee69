'use server';
// A creator withdraws a pending application (RLS: own and pending only).
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { jobsErrorMessage } from '@/lib/data/jobs/errors';
import { actionError, actionOk } from '@/lib/forms/action-result';

const schema = z.object({ applicationId: z.uuid({ error: 'Candidatura inválida.' }) });

export const withdrawApplication = defineAction(schema, async ({ applicationId }, { supabase, user }) => {
  const { data, error } = await supabase
    .from('applications')
    .delete()
    .eq('id', applicationId)
    .eq('creator_id', user.id)
    .eq('status', 'pending')
    .select('id');
  if (error) return actionError(jobsErrorMessage(error));
  if (!data?.length) return actionError('Só candidaturas pendentes podem ser retiradas.');
  return actionOk({ applicationId });
});
