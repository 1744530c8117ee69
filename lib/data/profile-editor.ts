// The signed-in person's own profile on the server (the onboarding wizard), deduplicated per
// request; the queries are lib/queries/profile-editor.ts, shared with the browser's editors.
import 'server-only';
import { cache } from 'react';
import { readOwnFullProfile, readOwnSelections, type OwnProfile, type OwnSelections } from '@/lib/queries/profile-editor';
import { requestClient } from '@/lib/supabase/server';

/** The row, or null when the user has no profile. Throws when the read itself fails. */
export const getOwnFullProfile = cache(async (userId: string): Promise<OwnProfile | null> =>
  readOwnFullProfile(await requestClient(), userId),
);

export const getOwnSelections = cache(async (userId: string): Promise<OwnSelections> => readOwnSelections(await requestClient(), userId));
