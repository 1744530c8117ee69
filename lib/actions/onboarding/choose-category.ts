'use server';
// /category-selection: stores the category the user picked (docs/product/routes.md, rule 2). The database allows
// it only while the category is still empty and never as 'administrador'.
import { defineAction } from '@/lib/auth/define-action';
import { actionError } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { refreshSessionAndNextStep } from '@/lib/auth/refresh-gate';
import { chooseCategorySchema } from '@/lib/validation/onboarding';

const NO_PROFILE = 'Não encontramos seu perfil. Entre em contato com o suporte.';

export const chooseCategory = defineAction(chooseCategorySchema, async ({ category }, { supabase, user }) => {
  const { data, error } = await supabase.from('profiles').update({ category }).eq('id', user.id).select('id');
  if (error) return actionError(dataErrorMessage(error));
  if (!data?.length) return actionError(NO_PROFILE);
  return refreshSessionAndNextStep(supabase);
});
