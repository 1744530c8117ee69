'use server';
// Likes or unlikes a post as the signed-in person; answers the post's exact count afterwards.
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';

const schema = z.object({ postId: z.uuid({ error: 'Publicação inválida.' }), liked: z.boolean() });

export const setLike = defineAction(schema, async ({ postId, liked }, { supabase, user }) => {
  const write = liked
    ? await supabase
        .from('post_likes')
        .upsert({ post_id: postId, profile_id: user.id }, { onConflict: 'post_id,profile_id', ignoreDuplicates: true })
    : await supabase.from('post_likes').delete().eq('post_id', postId).eq('profile_id', user.id);
  if (write.error?.code === '23503') return actionError('Esta publicação não existe mais.');
  if (write.error) return actionError(dataErrorMessage(write.error));
  const { data, error } = await supabase.from('posts').select('likes_count').eq('id', postId).maybeSingle();
  if (error) return actionError(dataErrorMessage(error));
  if (!data) return actionError('Esta publicação não existe mais.');
  return actionOk({ likes: data.likes_count });
});
