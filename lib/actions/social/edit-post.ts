'use server';
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { expireFeedPreview } from '@/lib/data/feed-preview';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { editPostSchema } from '@/lib/validation/post';
import { POST_EMPTY_MESSAGE } from '@/lib/validation/post-limits';

export const editPost = defineAction(editPostSchema, async ({ postId, body }, { supabase, user }) => {
  const { data, error } = await supabase
    .from('posts')
    .update({ body: body.trim() })
    .eq('id', postId)
    .eq('author_id', user.id)
    .select('id, body, updated_at')
    .maybeSingle();
  if (error?.code === '23514') return actionError(POST_EMPTY_MESSAGE);
  if (error) return actionError(dataErrorMessage(error));
  if (!data) return actionError('Publicação não encontrada.');
  expireFeedPreview();
  return actionOk(data);
});
