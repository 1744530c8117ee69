'use server';
// Follows or unfollows a person as the signed-in one.
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';

const schema = z.object({ profileId: z.uuid({ error: 'Perfil inválido.' }), follow: z.boolean() });

const SELF_FOLLOW_MESSAGE = 'Você não pode seguir a si mesmo.';

export const setFollow = defineAction(schema, async ({ profileId, follow }, { supabase, user }) => {
  if (profileId === user.id) return actionError(SELF_FOLLOW_MESSAGE);
  const write = follow
    ? await supabase
        .from('follows')
        .upsert({ follower_id: user.id, following_id: profileId }, { onConflict: 'follower_id,following_id', ignoreDuplicates: true })
    : await supabase.from('follows').delete().eq('follower_id', user.id).eq('following_id', profileId);
  if (write.error?.code === '23503' || write.error?.code === '42501') return actionError('Perfil não encontrado.');
  if (write.error) return actionError(dataErrorMessage(write.error));
  return actionOk({ following: follow });
});
