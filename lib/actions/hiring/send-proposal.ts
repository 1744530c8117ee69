'use server';
// A hirer sends a proposal to a creator, from a selected candidate or from the creator's profile
// (docs/product/hiring.md). proposal_send checks who may, the terms and the candidate again.
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { hiringErrorMessage } from '@/lib/hiring/errors';
import { proposalTerms, sendProposalSchema } from '@/lib/validation/hiring';

export const sendProposal = defineAction(sendProposalSchema, async (input, { supabase }) => {
  const { data, error } = await supabase.rpc('proposal_send', {
    creator: input.creatorId,
    application: input.applicationId ?? undefined,
    terms: proposalTerms(input),
  });
  if (error || !data) return actionError(hiringErrorMessage(error));
  return actionOk({ proposalId: data });
});
