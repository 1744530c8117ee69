// The services and content types a creator offers: which options are still offered (RLS returns
// the active rows only) and how the profile's links to them change. Used by the services save.
import 'server-only';
import type { PostgrestError } from '@supabase/supabase-js';
import { actionError, type ActionFailure } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import type { TypedSupabaseClient } from '@/lib/supabase/types';

/** One kind of chosen option: where its offered ids live and how the profile's links change. */
export type OptionLinks = {
  offeredIds: (supabase: TypedSupabaseClient) => PromiseLike<{ data: { id: string }[] | null; error: PostgrestError | null }>;
  drop: (supabase: TypedSupabaseClient, userId: string, ids: string[]) => PromiseLike<{ error: PostgrestError | null }>;
  add: (supabase: TypedSupabaseClient, userId: string, ids: string[]) => PromiseLike<{ error: PostgrestError | null }>;
};

export const SERVICE_TYPE_LINKS: OptionLinks = {
  offeredIds: (supabase) => supabase.from('service_types').select('id'),
  drop: (supabase, userId, ids) => supabase.from('profile_service_types').delete().eq('profile_id', userId).in('service_type_id', ids),
  add: (supabase, userId, ids) =>
    supabase.from('profile_service_types').upsert(
      ids.map((service_type_id) => ({ profile_id: userId, service_type_id })),
      { onConflict: 'profile_id,service_type_id', ignoreDuplicates: true },
    ),
};

export const CONTENT_TYPE_LINKS: OptionLinks = {
  offeredIds: (supabase) => supabase.from('content_types').select('id'),
  drop: (supabase, userId, ids) => supabase.from('profile_content_types').delete().eq('profile_id', userId).in('content_type_id', ids),
  add: (supabase, userId, ids) =>
    supabase.from('profile_content_types').upsert(
      ids.map((content_type_id) => ({ profile_id: userId, content_type_id })),
      { onConflict: 'profile_id,content_type_id', ignoreDuplicates: true },
    ),
};

export async function offeredIds(supabase: TypedSupabaseClient, links: OptionLinks): Promise<Set<string> | ActionFailure> {
  const { data, error } = await links.offeredIds(supabase);
  if (error) return actionError(dataErrorMessage(error));
  return new Set((data ?? []).map((row) => row.id));
}

/** Makes the profile's offered options exactly `chosen` (retired ones it holds stay). */
export async function replaceLinks(
  supabase: TypedSupabaseClient,
  userId: string,
  links: OptionLinks,
  active: Set<string>,
  chosen: string[],
) {
  const dropped = [...active].filter((id) => !chosen.includes(id));
  if (dropped.length > 0) {
    const { error } = await links.drop(supabase, userId, dropped);
    if (error) return error;
  }
  const { error } = await links.add(supabase, userId, chosen);
  return error;
}
