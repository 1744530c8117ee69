'use server';
// The hirer withdraws a proposal the creator has not answered yet.
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { hiringErrorMessage } from '@/lib/hiring/errors';
import { withdrawProposalSchema } from '@/lib/validation/hiring';

export const withdrawProposal = defineAction(withdrawProposalSchema, async ({ proposalId }, { supabase }) => {
  const { error } = await supabase.rpc('proposal_withdraw', { proposal: proposalId });
  if (error) return actionError(hiringErrorMessage(error));
  return actionOk();
});
