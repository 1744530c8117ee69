'use server';
// The pipeline of /jobs/candidates: select, discard with a reason, undo (back to pending), one or
// many at once. Only the opportunity's owner may (RLS + applications_guard); the creator is told
// by the database's trigger.
import { defineAction } from '@/lib/auth/define-action';
import { jobsErrorMessage } from '@/lib/data/jobs/errors';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { decisionSchema } from '@/lib/validation/jobs';

export const decideApplications = defineAction(decisionSchema, async ({ applicationIds, status, reason }, { supabase }) => {
  const { data, error } = await supabase
    .from('applications')
    .update({ status, discard_reason: status === 'discarded' ? (reason ?? null) : null })
    .in('id', applicationIds)
    .neq('status', status)
    .select('id');
  if (error) return actionError(jobsErrorMessage(error));
  return actionOk({ changed: data?.length ?? 0 });
});
