'use server';
// Publishes a post as the signed-in person; the image, when there is one, is already in their
// folder of the post-images bucket (the composer uploads it first).
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { postSchema } from '@/lib/validation/post';
import { isOwnPostImagePath } from '@/lib/validation/post-limits';

export const createPost = defineAction(postSchema, async ({ body, imageUrl }, { supabase, user }) => {
  if (imageUrl && !isOwnPostImagePath(imageUrl, user.id)) return actionError('Imagem inválida. Envie a imagem novamente.');
  const { data, error } = await supabase
    .from('posts')
    .insert({ author_id: user.id, body: body.trim(), image_url: imageUrl || null })
    .select('id')
    .single();
  if (error || !data) return actionError(dataErrorMessage(error));
  return actionOk({ id: data.id });
});
