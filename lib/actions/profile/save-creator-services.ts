'use server';
// Wizard step 2 and the "Serviços" section of /profile: the services and content types a creator
// offers. Only active options can be chosen (RLS refuses others too); options that were retired
// after being chosen stay on the profile, since the form never offers them to remove.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { defineAction } from '@/lib/auth/define-action';
import { INVALID_INPUT_MESSAGE, actionError, type ActionFailure } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { creatorServicesSchema } from '@/lib/validation/profile-creator';
import { creatorStep, updateCreatorProfile } from '@/lib/data/creator-profile';

const schema = creatorServicesSchema.extend({ advance: z.boolean().optional() });

type Link = { table: 'profile_service_types' | 'profile_content_types'; options: 'service_types' | 'content_types'; column: string };
const SERVICES: Link = { table: 'profile_service_types', options: 'service_types', column: 'service_type_id' };
const CONTENTS: Link = { table: 'profile_content_types', options: 'content_types', column: 'content_type_id' };

async function activeIds(supabase: SupabaseClient, link: Link): Promise<Set<string> | ActionFailure> {
  const { data, error } = await supabase.from(link.options).select('id');
  if (error) return actionError(dataErrorMessage(error));
  return new Set((data ?? []).map((row) => row.id as string));
}

/** Makes the profile's active options exactly `chosen`. */
async function replaceLinks(supabase: SupabaseClient, userId: string, link: Link, active: Set<string>, chosen: string[]) {
  const dropped = [...active].filter((id) => !chosen.includes(id));
  if (dropped.length > 0) {
    const { error } = await supabase.from(link.table).delete().eq('profile_id', userId).in(link.column, dropped);
    if (error) return error;
  }
  const rows = chosen.map((id) => ({ profile_id: userId, [link.column]: id }));
  const { error } = await supabase
    .from(link.table)
    .upsert(rows, { onConflict: `profile_id,${link.column}`, ignoreDuplicates: true });
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
