'use server';
// An administrator hides a public review with a reason (/admin/contratos, "Avaliações"). The
// database does it in one transaction (public.admin_hide_review): the review leaves the profile and
// its rating, an admin_audit row ('review_hidden') is written and the author is notified.
import { defineAdminAction } from '@/lib/auth/define-admin-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { hiringErrorMessage } from '@/lib/hiring/errors';
import { hideReviewSchema } from '@/lib/validation/hiring-moderation';

export const hideReview = defineAdminAction(hideReviewSchema, async ({ reviewId, reason }, { supabase }) => {
  const { error } = await supabase.rpc('admin_hide_review', { review: reviewId, reason });
  if (error) return actionError(hiringErrorMessage(error));
  return actionOk();
});
