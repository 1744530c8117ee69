'use server';
// The reviewed person answers a revealed review once, in public (review_reply checks who, when
// and that it is the first answer).
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { hiringErrorMessage } from '@/lib/hiring/errors';
import { replySchema } from '@/lib/validation/hiring';

export const replyReview = defineAction(replySchema, async ({ reviewId, reply }, { supabase }) => {
  const { error } = await supabase.rpc('review_reply', { review: reviewId, reply });
  if (error) return actionError(hiringErrorMessage(error));
  return actionOk({ reply });
});
