'use server';
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { expireFeedPreview } from '@/lib/data/feed-preview';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { postIdSchema } from '@/lib/validation/post';

export const deletePost = defineAction(postIdSchema, async ({ postId }, { supabase }) => {
  // RLS lets the author (and administrators) delete; anything else deletes nothing.
  const { data, error } = await supabase.from('posts').delete().eq('id', postId).select('id');
  if (error) return actionError(dataErrorMessage(error));
  if (!data?.length) return actionError('Publicação não encontrada.');
  expireFeedPreview();
  return actionOk();
});
