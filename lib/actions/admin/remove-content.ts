'use server';
// Moderation (issue 12 item 8): an administrator removes someone's post or comment with a reason.
// The database does it in one transaction (public.admin_remove_post / admin_remove_comment): the
// delete, the admin_audit row and the author's notification.
import { defineAdminAction } from '@/lib/auth/define-admin-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { expireFeedPreview } from '@/lib/data/feed-preview';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { removeContentSchema } from '@/lib/validation/moderation';

export const removeContent = defineAdminAction(removeContentSchema, async ({ target, id, reason }, { supabase }) => {
  const { error } =
    target === 'post'
      ? await supabase.rpc('admin_remove_post', { post_id: id, reason })
      : await supabase.rpc('admin_remove_comment', { comment_id: id, reason });
  if (error) {
    // The database's own pt-BR refusals: not an administrator, a bad reason, already gone.
    if (['42501', '22023', '22001', 'PT404'].includes(error.code ?? '')) return actionError(error.message);
    return actionError(dataErrorMessage(error));
  }
  if (target === 'post') expireFeedPreview();
  return actionOk();
});
