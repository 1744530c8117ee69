'use server';
// Administrators delete an account for good (issue 7 item 7): the Auth user, everything the
// database cascades from it, and the account's files (lib/data/account-deletion.ts). Recorded in
// admin_audit with the account's id only. Nobody deletes their own account here.
import { z } from '@/lib/validation/zod';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { defineAdminAction } from '@/lib/auth/define-admin-action';
import { deleteAccount as deleteAccountFor } from '@/lib/data/account-deletion';
import { expireFeedPreview } from '@/lib/data/feed-preview';
import { createAdminClient } from '@/lib/supabase/admin';

const schema = z.object({ userId: z.uuid({ error: 'Conta inválida.' }) });

export const deleteAccount = defineAdminAction(schema, async ({ userId }, { user }) => {
  if (userId === user.id) return actionError('Você não pode excluir a sua própria conta aqui.');
  const admin = createAdminClient();
  try {
    const { failedBuckets } = await deleteAccountFor(admin, userId);
    const audit = await admin.from('admin_audit').insert({
      actor_id: user.id,
      action: 'account_deleted',
      target_id: userId,
      details: failedBuckets.length ? { files_left_in: failedBuckets } : {},
    });
    if (audit.error) console.error(`[delete-account] audit of ${userId}: ${audit.error.message}`);
    expireFeedPreview();
    return actionOk({ filesLeft: failedBuckets.length > 0 });
  } catch (failure) {
    const { status, code } = failure as { status?: number; code?: string };
    if (status === 404 || code === 'user_not_found') return actionError('Conta não encontrada.');
    console.error('[delete-account]', failure);
    return actionError('Não foi possível excluir a conta. Tente novamente.');
  }
});
