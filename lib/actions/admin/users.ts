'use server';
// Users and moderation (issue 12 items 5 and 8): change a category, verify/unverify, block with a
// reason that reaches the user as a notification, send a password-reset link. Writes go through
// the administrator's own client (RLS, the profile rules and the audit trigger apply); the last
// administrator cannot lose the role (refused in the database).
import { z } from '@/lib/validation/zod';
import { defineAdminAction } from '@/lib/auth/define-admin-action';
import { dataErrorMessage } from '@/lib/data/data-error-message';
import { expireFeedPreview } from '@/lib/data/feed-preview';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { createAdminClient } from '@/lib/supabase/admin';
import { CATEGORY_ADMIN, CATEGORY_CREATOR, CATEGORY_HIRER } from '@/lib/constants';

const userId = z.uuid({ error: 'Conta inválida.' });

function writeError(error: { code?: string; message: string }) {
  if (error.code === '42501' || error.code === 'P0001') return actionError(error.message);
  return actionError(dataErrorMessage(error));
}

export const setUserCategory = defineAdminAction(
  z.object({ userId, category: z.enum([CATEGORY_CREATOR, CATEGORY_HIRER, CATEGORY_ADMIN], { error: 'Categoria inválida.' }) }),
  async ({ userId, category }, { supabase }) => {
    const { data, error } = await supabase.from('profiles').update({ category }).eq('id', userId).select('id');
    if (error) return writeError(error);
    if (!data.length) return actionError('Conta não encontrada.');
    // The feed's preview shows the author's category (an administrator's is hidden).
    expireFeedPreview();
    // The user's access token still carries the old category: the proxy sends them through a
    // session refresh at their next request (lib/auth/page-access.ts), the pages use the database's.
    return actionOk();
  },
);

export const setUserVerified = defineAdminAction(
  z.object({ userId, verified: z.boolean() }),
  async ({ userId, verified }, { supabase }) => {
    const { data, error } = await supabase
      .from('profiles')
      .update({ verified_at: verified ? new Date().toISOString() : null })
      .eq('id', userId)
      .select('id');
    if (error) return writeError(error);
    return data.length ? actionOk() : actionError('Conta não encontrada.');
  },
);

/** Block with a reason (moderation): the block, then a notification with the reason. */
export const blockWithReason = defineAdminAction(
  z.object({
    userId,
    reason: z.string().trim().min(3, { error: 'Informe o motivo.' }).max(500, { error: 'O motivo deve ter no máximo 500 caracteres.' }),
  }),
  async ({ userId, reason }, { supabase }) => {
    const blocked = await supabase.rpc('admin_set_account_blocked', { target: userId, blocked: true, reason });
    if (blocked.error) return actionError(blocked.error.code === 'PT404' ? 'Conta não encontrada.' : writeError(blocked.error).error);
    expireFeedPreview();
    const notified = await supabase.rpc('admin_notify_user', {
      target: userId,
      title: 'Sua conta foi bloqueada',
      body: `Motivo: ${reason}`,
    });
    if (notified.error) console.error(`[block] notification of ${userId}: ${notified.error.message}`);
    return actionOk();
  },
);

export const sendPasswordReset = defineAdminAction(z.object({ userId }), async ({ userId }, { supabase, user }) => {
  const { data: profile, error } = await supabase.from('profiles').select('email').eq('id', userId).maybeSingle();
  if (error) return writeError(error);
  if (!profile?.email) return actionError('Conta sem e-mail.');
  const { error: resetError } = await createAdminClient().auth.resetPasswordForEmail(profile.email);
  if (resetError) {
    console.error('[password-reset]', resetError.message);
    return actionError('Não foi possível enviar o link. Tente novamente.');
  }
  const audit = await createAdminClient()
    .from('admin_audit')
    .insert({ actor_id: user.id, action: 'password_reset_sent', target_table: 'profiles', target_id: userId, details: {} });
  if (audit.error) console.error('[password-reset] audit', audit.error.message);
  return actionOk();
});
