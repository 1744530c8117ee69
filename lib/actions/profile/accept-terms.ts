'use server';
// A signed-in person accepts the current terms of use (issue 12 item 6): the version's number is
// stored in their profile, and the prompt is not shown again until another version is published.
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';

export const acceptTerms = defineAction(z.object({ version: z.number().int().positive() }), async ({ version }, { supabase }) => {
  // The database checks that the version is still the current one and records the time.
  const { error } = await supabase.rpc('accept_current_terms', { shown_version: version });
  if (!error) return actionOk();
  return actionError(error.code === 'P0001' ? error.message : dataErrorMessage(error));
});
