'use server';
// Opening a candidate marks it viewed (the owner only; nothing else changes).
import { z } from '@/lib/validation/zod';
import { defineAction } from '@/lib/auth/define-action';
import { actionOk } from '@/lib/forms/action-result';

const schema = z.object({ applicationId: z.uuid({ error: 'Candidatura inválida.' }) });

export const markApplicationViewed = defineAction(schema, async ({ applicationId }, { supabase }) => {
  await supabase.from('applications').update({ viewed_at: new Date().toISOString() }).eq('id', applicationId).is('viewed_at', null);
  return actionOk();
});
