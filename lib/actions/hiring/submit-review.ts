'use server';
// A party of a concluded contract reviews the other, once, within 14 days; double-blind until
// both are in (review_submit reveals both then).
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { hiringErrorMessage } from '@/lib/hiring/errors';
import { reviewSchema } from '@/lib/validation/hiring';

export const submitReview = defineAction(reviewSchema, async ({ contractId, rating, aspects, body }, { supabase }) => {
  const { data, error } = await supabase.rpc('review_submit', { contract: contractId, rating, aspects, body });
  if (error) return actionError(hiringErrorMessage(error));
  return actionOk({ reviewId: data });
});
