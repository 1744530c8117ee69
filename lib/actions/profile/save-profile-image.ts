'use server';
// After the browser uploaded a picture to Storage (components/profile/image/upload-profile-image.ts),
// stores its bucket path on the profile and removes the picture it replaces. Only paths of the
// user's own folder are accepted (the database refuses anything else too). A logo is a required
// company field, so the session is refreshed for the gate claim.
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { refreshSessionAndNextStep } from '@/lib/auth/refresh-gate';
import { PROFILE_IMAGES, isOwnProfileImagePath, profileImageKeyOf } from '@/lib/validation/profile-image';

const schema = z.object({
  kind: z.enum(['avatar', 'logo']),
  /** null removes the picture. */
  url: z.string().max(2048).nullable(),
});

const NOT_YOURS = 'Não foi possível usar esta imagem. Envie o arquivo novamente.';

export const saveProfileImage = defineAction(schema, async ({ kind, url }, { supabase, user }) => {
  if (url !== null && !isOwnProfileImagePath(url, kind, user.id)) return actionError(NOT_YOURS);
  const { bucket, column } = PROFILE_IMAGES[kind];

  const before = await supabase.from('profiles').select('avatar_url, logo_url').eq('id', user.id).maybeSingle();
  if (before.error) return actionError(dataErrorMessage(before.error));
  const change = kind === 'avatar' ? { avatar_url: url } : { logo_url: url };
  const { data, error } = await supabase.from('profiles').update(change).eq('id', user.id).select('id');
  if (error) return actionError(dataErrorMessage(error));
  if (!data?.length) return actionError('Não encontramos seu perfil.');

  // The old file is garbage now; failing to remove it must not fail the change.
  const previous = before.data?.[column] ?? null;
  const previousKey = previous && previous !== url ? profileImageKeyOf(previous, kind) : null;
  if (previousKey?.startsWith(`${user.id}/`)) {
    const removed = await supabase.storage.from(bucket).remove([previousKey]);
    if (removed.error) console.error(`[profile-image] could not remove ${bucket}/${previousKey}: ${removed.error.message}`);
  }

  if (kind === 'logo') {
    const refreshed = await refreshSessionAndNextStep(supabase);
    if (!refreshed.ok) return refreshed;
  }
  return actionOk({ url });
});
