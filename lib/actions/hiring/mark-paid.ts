'use server';
// The payment record's first half (lib/hiring/payment-record.ts): the hirer says when it paid,
// with an optional receipt already uploaded to the contract's folder.
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { recordPayment } from '@/lib/hiring/payment-record';
import { hiringErrorMessage } from '@/lib/hiring/errors';
import { markPaidSchema } from '@/lib/validation/hiring';

export const markPaid = defineAction(markPaidSchema, async (input, { supabase }) => {
  const { error } = await recordPayment(supabase, input);
  if (error) return actionError(hiringErrorMessage(error));
  return actionOk();
});
