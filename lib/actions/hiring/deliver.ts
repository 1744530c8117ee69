'use server';
// The creator hands in a delivery: the files already uploaded to the contract's folder of the
// contract-files bucket (by the browser, under the bucket's policies) and/or links, with a note.
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { hiringErrorMessage } from '@/lib/hiring/errors';
import { deliverSchema } from '@/lib/validation/hiring';

export const deliver = defineAction(deliverSchema, async ({ contractId, note, links, files }, { supabase }) => {
  const { data, error } = await supabase.rpc('contract_deliver', { contract: contractId, note, links, files });
  if (error) return actionError(hiringErrorMessage(error));
  return actionOk({ deliveryId: data });
});
