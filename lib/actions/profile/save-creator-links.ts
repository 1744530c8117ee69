'use server';
// Wizard step 3 and the "Redes e preço" section of /profile.
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { creatorLinksFields, requireOneLink } from '@/lib/validation/profile-creator';
import { updateCreatorProfile } from '@/lib/data/creator-profile';

const schema = requireOneLink(creatorLinksFields.extend({ advance: z.boolean().optional() }));

export const saveCreatorLinks = defineAction(schema, async ({ advance, ...links }, { supabase, user }) =>
  updateCreatorProfile(supabase, user.id, links, advance ? 4 : null),
);
