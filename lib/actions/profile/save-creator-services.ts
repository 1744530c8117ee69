'use server';
// Wizard step 2 and the "Serviços" section of /profile: the services and content types a creator
// offers. Only active options can be chosen (RLS refuses others too); options that were retired
// after being chosen stay on the profile, since the form never offers them to remove.
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { INVALID_INPUT_MESSAGE, actionError } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { creatorServicesSchema } from '@/lib/validation/profile-creator';
import { CONTENT_TYPE_LINKS, SERVICE_TYPE_LINKS, offeredIds, replaceLinks } from '@/lib/data/creator-options';
import { creatorStep, updateCreatorProfile } from '@/lib/data/creator-profile';

const schema = creatorServicesSchema.extend({ advance: z.boolean().optional() });

export const saveCreatorServices = defineAction(schema, async ({ serviceTypeIds, contentTypeIds, advance }, { supabase, user }) => {
  const current = await creatorStep(supabase, user.id);
  if (!current.ok) return current;

  const [services, contents] = await Promise.all([offeredIds(supabase, SERVICE_TYPE_LINKS), offeredIds(supabase, CONTENT_TYPE_LINKS)]);
  if (!(services instanceof Set)) return services;
  if (!(contents instanceof Set)) return contents;
  const fieldErrors: Record<string, string[]> = {};
  const unavailable = 'Uma das opções escolhidas não está mais disponível. Atualize a página e escolha novamente.';
  if (serviceTypeIds.some((id) => !services.has(id))) fieldErrors.serviceTypeIds = [unavailable];
  if (contentTypeIds.some((id) => !contents.has(id))) fieldErrors.contentTypeIds = [unavailable];
  if (Object.keys(fieldErrors).length > 0) return actionError(INVALID_INPUT_MESSAGE, fieldErrors);

  const error =
    (await replaceLinks(supabase, user.id, SERVICE_TYPE_LINKS, services, serviceTypeIds)) ??
    (await replaceLinks(supabase, user.id, CONTENT_TYPE_LINKS, contents, contentTypeIds));
  if (error) return actionError(dataErrorMessage(error));
  return updateCreatorProfile(supabase, user.id, {}, advance ? 3 : null);
});
