'use server';
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { postIdSchema } from '@/lib/validation/post';

export const loadComments = defineAction(postIdSchema, async ({ postId }, { supabase }) => {
  const { data, error } = await supabase.rpc('post_comment_list', { target: postId });
  if (error) return actionError(dataErrorMessage(error));
  return actionOk(data ?? []);
});
