'use server';
// The hirer approves the latest delivery (the contract is concluded) or asks for changes.
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { hiringErrorMessage } from '@/lib/hiring/errors';
import { reviewDeliverySchema } from '@/lib/validation/hiring';

export const reviewDelivery = defineAction(reviewDeliverySchema, async (input, { supabase }) => {
  const { error } = await supabase.rpc('contract_review_delivery', {
    contract: input.contractId,
    approve: input.approve,
    comment: input.approve ? undefined : input.comment,
  });
  if (error) return actionError(hiringErrorMessage(error));
  return actionOk();
});
