'use server';
// Wizard step 2 and the "Serviços" section of /profile: the services and content types a creator
// offers. Only active options can be chosen (RLS refuses others too); options that were retired
// after being chosen stay on the profile, since the form never offers them to remove.
import type { PostgrestError } from '@supabase/supabase-js';
import { z } from 'zod';
import { defineAction } from '@/lib/auth/define-action';
import { INVALID_INPUT_MESSAGE, actionError, type ActionFailure } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { creatorServicesSchema } from '@/lib/validation/profile-creator';
import { creatorStep, updateCreatorProfile } from '@/lib/data/creator-profile';

const schema = creatorServicesSchema.extend({ advance: z.boolean().optional() });

/** One kind of chosen option: where its offered ids live and how the profile's links change. */
type Link = {
  offeredIds: (supabase: TypedSupabaseClient) => PromiseLike<{ data: { id: string }[] | null; error: PostgrestError | null }>;
  drop: (supabase: TypedSupabaseClient, userId: string, ids: string[]) => PromiseLike<{ error: PostgrestError | null }>;
  add: (supabase: TypedSupabaseClient, userId: string, ids: string[]) => PromiseLike<{ error: PostgrestError | null }>;
};

const SERVICES: Link = {
  offeredIds: (supabase) => supabase.from('service_types').select('id'),
  drop: (supabase, userId, ids) => supabase.from('profile_service_types').delete().eq('profile_id', userId).in('service_type_id', ids),
  add: (supabase, userId, ids) =>
    supabase
      .from('profile_service_types')
      .upsert(
        ids.map((service_type_id) => ({ profile_id: userId, service_type_id })),
        { onConflict: 'profile_id,service_type_id', ignoreDuplicates: true },
      ),
};

const CONTENTS: Link = {
  offeredIds: (supabase) => supabase.from('content_types').select('id'),
  drop: (supabase, userId, ids) => supabase.from('profile_content_types').delete().eq('profile_id', userId).in('content_type_id', ids),
  add: (supabase, userId, ids) =>
    supabase
      .from('profile_content_types')
      .upsert(
        ids.map((content_type_id) => ({ profile_id: userId, content_type_id })),
        { onConflict: 'profile_id,content_type_id', ignoreDuplicates: true },
      ),
};

async function activeIds(supabase: TypedSupabaseClient, link: Link): Promise<Set<string> | ActionFailure> {
  const { data, error } = await link.offeredIds(supabase);
  if (error) return actionError(dataErrorMessage(error));
  return new Set((data ?? []).map((row) => row.id));
}

/** Makes the profile's active options exactly `chosen`. */
async function replaceLinks(supabase: TypedSupabaseClient, userId: string, link: Link, active: Set<string>, chosen: string[]) {
  const dropped = [...active].filter((id) => !chosen.includes(id));
  if (dropped.length > 0) {
    const { error } = await link.drop(supabase, userId, dropped);
    if (error) return error;
  }
  const { error } = await link.add(supabase, userId, chosen);
  return error;
}

export const saveCreatorServices = defineAction(schema, async ({ serviceTypeIds, contentTypeIds, advance }, { supabase, user }) => {
  const current = await creatorStep(supabase, user.id);
  if (!current.ok) return current;

  const [services, contents] = await Promise.all([activeIds(supabase, SERVICES), activeIds(supabase, CONTENTS)]);
  if (!(services instanceof Set)) return services;
  if (!(contents instanceof Set)) return contents;
  const fieldErrors: Record<string, string[]> = {};
  const unavailable = 'Uma das opções escolhidas não está mais disponível. Atualize a página e escolha novamente.';
  if (serviceTypeIds.some((id) => !services.has(id))) fieldErrors.serviceTypeIds = [unavailable];
  if (contentTypeIds.some((id) => !contents.has(id))) fieldErrors.contentTypeIds = [unavailable];
  if (Object.keys(fieldErrors).length > 0) return actionError(INVALID_INPUT_MESSAGE, fieldErrors);

  const error =
    (await replaceLinks(supabase, user.id, SERVICES, services, serviceTypeIds)) ??
    (await replaceLinks(supabase, user.id, CONTENTS, contents, contentTypeIds));
  if (error) return actionError(dataErrorMessage(error));
  return updateCreatorProfile(supabase, user.id, {}, advance ? 3 : null);
});
