'use server';
// The other moves of a contract, each one function of the database: the answer to an extra
// revision, cancelling (or asking to), declining a cancellation, a dispute, confirming payment.
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { hiringErrorMessage } from '@/lib/hiring/errors';
import { contractMoveSchema } from '@/lib/validation/hiring';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import type { z } from '@/lib/validation/zod';

type Move = z.output<typeof contractMoveSchema>;

function call(supabase: TypedSupabaseClient, input: Move) {
  const contract = input.contractId;
  switch (input.move) {
    case 'answer_extra_revision':
      return supabase.rpc('contract_answer_extra_revision', { contract, accept: input.accept });
    case 'cancel':
      return supabase.rpc('contract_cancel', { contract, reason: input.reason });
    case 'decline_cancel':
      return supabase.rpc('contract_decline_cancel', { contract });
    case 'dispute':
      return supabase.rpc('contract_open_dispute', { contract, reason: input.reason });
    case 'confirm_payment':
      return supabase.rpc('contract_confirm_payment', { contract });
  }
}

export const moveContract = defineAction(contractMoveSchema, async (input, { supabase }) => {
  const { error } = await call(supabase, input);
  if (error) return actionError(hiringErrorMessage(error));
  return actionOk();
});
