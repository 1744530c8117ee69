'use server';
// A signed-in person accepts the current terms of use (issue 12 item 6): the version's number is
// stored in their profile, and the prompt is not shown again until another version is published.
import { z } from 'zod';
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';

export const acceptTerms = defineAction(z.object({ version: z.number().int().positive() }), async ({ version }, { supabase, user }) => {
  const current = await supabase.from('terms_versions').select('version').eq('is_current', true).maybeSingle();
  if (current.error) return actionError(dataErrorMessage(current.error));
  if (current.data?.version !== version) return actionError('Os termos de uso mudaram. Recarregue a página e leia a nova versão.');
  const { error } = await supabase
    .from('profiles')
    .update({ terms_version_accepted: String(version) })
    .eq('id', user.id);
  return error ? actionError(dataErrorMessage(error)) : actionOk();
});
