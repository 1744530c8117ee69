'use server';
// /profile "Dados pessoais": name, CPF/CNPJ and telephone, private to the owner. For a hirer these
// are required company fields too, so the session is refreshed for the gate claim.
import { defineAction } from '@/lib/auth/define-action';
import { actionError } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { refreshSessionAndNextStep } from '@/lib/auth/refresh-gate';
import { personalDataSchema } from '@/lib/validation/profile-account';

export const savePersonalData = defineAction(personalDataSchema, async (fields, { supabase, user }) => {
  const { data, error } = await supabase.from('profiles').update(fields).eq('id', user.id).select('id');
  if (error) return actionError(dataErrorMessage(error));
  if (!data?.length) return actionError('Não encontramos seu perfil.');
  return refreshSessionAndNextStep(supabase);
});
