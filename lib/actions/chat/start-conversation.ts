'use server';
// Finds or creates the one conversation between the caller and another person (optionally
// started from an opportunity) and answers the /chat address that opens it. The pair is unique in
// the database (conversations.member_a < member_b, unique), and public.start_conversation inserts
// with `on conflict do nothing`, so two people starting at the same moment share one conversation.
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { ROUTES } from '@/lib/routes';

const schema = z.object({
  profileId: z.uuid({ error: 'Pessoa inválida.' }),
  opportunityId: z.uuid({ error: 'Oportunidade inválida.' }).optional(),
});

export const startConversation = defineAction(schema, async ({ profileId, opportunityId }, { supabase, user }) => {
  if (profileId === user.id) return actionError('Escolha outra pessoa para conversar.');
  const { data, error } = await supabase.rpc('start_conversation', { other: profileId, opportunity: opportunityId });
  // start_conversation raises its own pt-BR messages ('Perfil não encontrado.') as 22023.
  if (error?.code === '22023' && error.message) return actionError(error.message);
  if (error || !data) return actionError(dataErrorMessage(error));
  return actionOk({ conversationId: data, url: `${ROUTES.chat}?c=${data}` });
});
