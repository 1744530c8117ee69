// Shared by the creator's save actions (wizard steps and /profile sections): only a creator may
// write these parts, and the wizard's resume step only moves forward.
import 'server-only';
import type { TablesUpdate } from '@/lib/database.types';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { actionError, actionOk, type ActionResult } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { CATEGORY_CREATOR } from '@/lib/constants';
import type { OnboardingStep } from '@/lib/validation/profile-creator';

export const NOT_A_CREATOR = 'Esta área é apenas para quem oferece serviços.';

export type SavedStep = { step: number };

/** The creator's current wizard step, or a failure when the profile is not a creator's. */
export async function creatorStep(supabase: TypedSupabaseClient, userId: string): Promise<ActionResult<SavedStep>> {
  const { data, error } = await supabase.from('profiles').select('category, onboarding_step').eq('id', userId).maybeSingle();
  if (error) return actionError(dataErrorMessage(error));
  if (data?.category !== CATEGORY_CREATOR) return actionError(NOT_A_CREATOR);
  return actionOk({ step: data.onboarding_step });
}

/**
 * Writes `fields` to the creator's row; with `advanceTo`, the resume step becomes at least that
 * step (going back in the wizard and saving again never sends the creator backwards).
 */
export async function updateCreatorProfile(
  supabase: TypedSupabaseClient,
  userId: string,
  fields: TablesUpdate<'profiles'>,
  advanceTo: OnboardingStep | null,
): Promise<ActionResult<SavedStep>> {
  const changes: TablesUpdate<'profiles'> = { ...fields };
  if (advanceTo === null && Object.keys(changes).length === 0) return creatorStep(supabase, userId);
  if (advanceTo !== null) {
    const current = await creatorStep(supabase, userId);
    if (!current.ok) return current;
    changes.onboarding_step = Math.max(current.data.step, advanceTo);
  }
  const { data, error } = await supabase
    .from('profiles')
    .update(changes)
    .eq('id', userId)
    .eq('category', CATEGORY_CREATOR)
    .select('onboarding_step');
  if (error) return actionError(dataErrorMessage(error));
  if (!data?.length) return actionError(NOT_A_CREATOR);
  return actionOk({ step: data[0].onboarding_step });
}
