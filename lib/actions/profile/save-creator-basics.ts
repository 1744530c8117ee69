'use server';
// Wizard step 1 and the "Perfil" section of /profile: headline, city, UF and bio.
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { creatorBasicsSchema } from '@/lib/validation/profile-creator';
import { updateCreatorProfile } from '@/lib/data/creator-profile';

const schema = creatorBasicsSchema.extend({ advance: z.boolean().optional() });

export const saveCreatorBasics = defineAction(schema, async ({ advance, ...fields }, { supabase, user }) =>
  updateCreatorProfile(supabase, user.id, fields, advance ? 2 : null),
);
