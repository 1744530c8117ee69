'use server';
// Administrators block or unblock an account (issue 7 item 6): one call to the database operation
// public.admin_set_account_blocked, which bans the account in Auth, ends every session, makes RLS
// refuse its writes and records the change in admin_audit. Its pt-BR refusals (blocking oneself,
// the last administrator) reach the toast as they are.
import { z } from '@/lib/validation/zod';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { expireFeedPreview } from '@/lib/data/feed-preview';
import { defineAdminAction } from '@/lib/auth/define-admin-action';

const schema = z.object({
  userId: z.uuid({ error: 'Conta inválida.' }),
  blocked: z.boolean(),
  reason: z.string().trim().max(500, { error: 'O motivo deve ter no máximo 500 caracteres.' }).optional(),
});

export const setAccountBlocked = defineAdminAction(schema, async ({ userId, blocked, reason }, { supabase }) => {
  const { error } = await supabase.rpc('admin_set_account_blocked', { target: userId, blocked, reason: reason || undefined });
  if (error) return actionError(error.code === 'PT404' ? 'Conta não encontrada.' : dataErrorMessage(error));
  expireFeedPreview();
  return actionOk({ blocked });
});
