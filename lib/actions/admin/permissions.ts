'use server';
// The pages and the access matrix (issue 12 item 4). A change expires the cached menu of every
// category (CACHE_TAGS.menu): the sidebar and the page guards read the new table at the next
// request. The proxy's own copy follows within 30 seconds.
import { updateTag } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { defineAdminAction } from '@/lib/auth/define-admin-action';
import { CACHE_TAGS } from '@/lib/data/cache-policy';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { pageSchema, PERMISSION_CATEGORIES } from '@/lib/validation/admin-permissions';

function writeError(error: { code?: string; message: string }) {
  if (error.code === '23505')
    return actionError('Já existe uma página com este endereço.', { slug: ['Já existe uma página com este endereço.'] });
  if (error.code === '23514') return actionError('Verifique o endereço, o ícone e a seção.');
  if (error.code === '42501' || error.code === 'P0001') return actionError(error.message);
  return actionError(dataErrorMessage(error));
}

export const savePage = defineAdminAction(pageSchema, async (input, { supabase }) => {
  const row = { name: input.name, slug: input.slug, icon: input.icon, menu_section: input.section || null, in_menu: input.inMenu };
  if (input.id) {
    const { error } = await supabase.from('pages').update(row).eq('id', input.id);
    if (error) return writeError(error);
  } else {
    const { data, error } = await supabase.from('pages').insert(row).select('id').single();
    if (error) return writeError(error);
    const permissions = PERMISSION_CATEGORIES.map((category) => ({
      page_id: data.id,
      user_category: category,
      has_access: category === 'administrador',
    }));
    const granted = await supabase.from('permissions').insert(permissions);
    if (granted.error) return writeError(granted.error);
  }
  updateTag(CACHE_TAGS.menu);
  return actionOk();
});

export const deletePage = defineAdminAction(z.object({ id: z.uuid({ error: 'Página inválida.' }) }), async ({ id }, { supabase }) => {
  const { data, error } = await supabase.from('pages').delete().eq('id', id).select('id');
  if (error) return writeError(error);
  if (!data.length) return actionError('Página não encontrada.');
  updateTag(CACHE_TAGS.menu);
  return actionOk();
});

export const setPermission = defineAdminAction(
  z.object({ pageId: z.uuid({ error: 'Página inválida.' }), category: z.enum(PERMISSION_CATEGORIES), hasAccess: z.boolean() }),
  async ({ pageId, category, hasAccess }, { supabase }) => {
    const { error } = await supabase
      .from('permissions')
      .upsert({ page_id: pageId, user_category: category, has_access: hasAccess }, { onConflict: 'page_id,user_category' });
    if (error) return writeError(error);
    updateTag(CACHE_TAGS.menu);
    return actionOk();
  },
);
