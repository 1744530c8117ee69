'use server';
// The party whose answer is due accepts, declines with a reason, or counters with a new value
// and/or date; accepting answers the new contract's id.
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { hiringErrorMessage } from '@/lib/hiring/errors';
import { counterTerms, respondProposalSchema } from '@/lib/validation/hiring';

export const respondProposal = defineAction(respondProposalSchema, async (input, { supabase }) => {
  const { data, error } = await supabase.rpc('proposal_respond', {
    proposal: input.proposalId,
    answer: input.answer,
    reason: input.answer === 'decline' ? input.reason : undefined,
    terms: input.answer === 'counter' ? counterTerms(input) : undefined,
  });
  if (error) return actionError(hiringErrorMessage(error));
  return actionOk({ contractId: data ?? null });
});
