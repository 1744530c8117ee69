'use server';
// "Convidar para oportunidade" on a creator's public profile: the owner of an open opportunity
// invites a creator once; the database notifies them.
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { jobsErrorMessage } from '@/lib/data/jobs/errors';
import { actionError, actionOk } from '@/lib/forms/action-result';

const schema = z.object({
  opportunityId: z.uuid({ error: 'Escolha uma oportunidade.' }),
  creatorId: z.uuid({ error: 'Perfil inválido.' }),
});

export const inviteCreator = defineAction(schema, async ({ opportunityId, creatorId }, { supabase, user }) => {
  const { error } = await supabase
    .from('opportunity_invites')
    .insert({ opportunity_id: opportunityId, creator_id: creatorId, invited_by: user.id });
  if (error) return actionError(jobsErrorMessage(error, 'Esta pessoa já foi convidada para esta oportunidade.'));
  return actionOk();
});
