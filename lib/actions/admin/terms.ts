'use server';
// Terms of use versions (issue 12 item 6): write a draft, edit it, publish it (it becomes the
// current one at /termos, and everyone who has not accepted it is asked once).
import { updateTag } from 'next/cache';
import { z } from '@/lib/validation/zod';
import { defineAdminAction } from '@/lib/auth/define-admin-action';
import { CACHE_TAGS } from '@/lib/data/cache-policy';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { termsVersionSchema } from '@/lib/validation/admin';

function writeError(error: { code?: string; message: string }) {
  if (error.code === '42501' || error.code === 'P0001') return actionError(error.message);
  if (error.code === 'PT404') return actionError('Versão não encontrada.');
  return actionError(dataErrorMessage(error));
}

export const saveTermsVersion = defineAdminAction(termsVersionSchema, async ({ id, title, body }, { supabase }) => {
  if (id) {
    const { error } = await supabase.from('terms_versions').update({ title, body_md: body }).eq('id', id);
    return error ? writeError(error) : actionOk({ id });
  }
  // The number is the next one (set by the database).
  const { data, error } = await supabase.from('terms_versions').insert({ title, body_md: body, version: 0 }).select('id').single();
  return error ? writeError(error) : actionOk({ id: data.id });
});

export const publishTermsVersion = defineAdminAction(
  z.object({ id: z.uuid({ error: 'Versão inválida.' }) }),
  async ({ id }, { supabase }) => {
    const { error } = await supabase.rpc('admin_publish_terms', { version_id: id });
    if (error) return writeError(error);
    updateTag(CACHE_TAGS.terms);
    return actionOk();
  },
);

export const deleteTermsVersion = defineAdminAction(
  z.object({ id: z.uuid({ error: 'Versão inválida.' }) }),
  async ({ id }, { supabase }) => {
    const { data, error } = await supabase.from('terms_versions').delete().eq('id', id).select('id');
    if (error) return writeError(error);
    return data.length ? actionOk() : actionError('Versão não encontrada.');
  },
);
