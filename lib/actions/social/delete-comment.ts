'use server';
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { commentIdSchema } from '@/lib/validation/post';

export const deleteComment = defineAction(commentIdSchema, async ({ commentId }, { supabase }) => {
  const { data, error } = await supabase.from('post_comments').delete().eq('id', commentId).select('id');
  if (error) return actionError(dataErrorMessage(error));
  if (!data?.length) return actionError('Comentário não encontrado.');
  return actionOk();
});
