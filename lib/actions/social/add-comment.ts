'use server';
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { commentSchema } from '@/lib/validation/post';

export const addComment = defineAction(commentSchema, async ({ postId, body }, { supabase, user }) => {
  const { data, error } = await supabase
    .from('post_comments')
    .insert({ post_id: postId, author_id: user.id, body })
    .select('id, created_at')
    .single();
  if (error?.code === '23503') return actionError('Esta publicação não existe mais.');
  if (error || !data) return actionError(dataErrorMessage(error));
  return actionOk(data);
});
