'use server';
// Password change: the current password is checked first (Auth itself would accept any signed-in
// request), then supabase.auth.updateUser sets the new one on the user's own session. Nothing
// submitted is echoed back.
import { defineAction } from '@/lib/auth/define-action';
import { createPublicClient } from '@/lib/supabase/public';
import { actionError, actionOk } from '@/lib/forms/action-result';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { SAME_PASSWORD, changePasswordSchema } from '@/lib/validation/profile-account';

const WRONG_PASSWORD = 'A senha atual está incorreta.';

export const changePassword = defineAction(changePasswordSchema, async ({ currentPassword, newPassword }, { supabase, user }) => {
  if (!user.email) return actionError('Sua conta não tem e-mail para confirmar a senha atual.');
  // Checked on a throw-away client: signing in again on the request's own client would replace an
  // aal2 session with an aal1 one, and Auth refuses a password change of an account with two-step
  // verification below aal2 (docs/product/two-step.md). The extra session is ended at once.
  const checker = createPublicClient().auth;
  const check = await checker.signInWithPassword({ email: user.email, password: currentPassword });
  if (!check.error) await checker.signOut({ scope: 'local' });
  if (check.error) {
    return check.error.code === 'invalid_credentials' || check.error.status === 400
      ? actionError(WRONG_PASSWORD, { currentPassword: [WRONG_PASSWORD] })
      : actionError(authErrorMessage(check.error));
  }
  const { error } = await supabase.auth.updateUser({ password: newPassword });
  if (error) {
    if (error.code === 'same_password') return actionError(SAME_PASSWORD, { newPassword: [SAME_PASSWORD] });
    const message = authErrorMessage(error);
    return actionError(message, error.code === 'weak_password' ? { newPassword: [message] } : undefined);
  }
  return actionOk();
});
