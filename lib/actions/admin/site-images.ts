'use server';
// After the browser uploaded a site image into the public `site-images` bucket (administrators
// only, by RLS), points its `site_images` row at the file and expires the cached images, so the
// logo, the favicons and the manifest icons change on the next page load everywhere.
import { updateTag } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { defineAdminAction } from '@/lib/auth/define-admin-action';
import { SITE_IMAGE_TYPES } from '@/lib/branding/site-images';
import { CACHE_TAGS } from '@/lib/data/cache-policy';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { isSiteImageKey } from '@/lib/validation/site-images';

export const saveSiteImage = defineAdminAction(
  z.object({ type: z.enum(SITE_IMAGE_TYPES), key: z.string().max(200) }),
  async ({ type, key }, { supabase }) => {
    if (!isSiteImageKey(type, key)) return actionError('Arquivo inválido. Envie a imagem novamente.');
    const url = supabase.storage.from('site-images').getPublicUrl(key).data.publicUrl;
    const { error } = await supabase.from('site_images').upsert({ type, url }, { onConflict: 'type' });
    if (error) return actionError(dataErrorMessage(error));
    updateTag(CACHE_TAGS.siteImages);
    return actionOk({ url });
  },
);

/** Back to the file shipped in public/brand: the row is removed. */
export const resetSiteImage = defineAdminAction(z.object({ type: z.enum(SITE_IMAGE_TYPES) }), async ({ type }, { supabase }) => {
  const { error } = await supabase.from('site_images').delete().eq('type', type);
  if (error) return actionError(dataErrorMessage(error));
  updateTag(CACHE_TAGS.siteImages);
  return actionOk();
});
