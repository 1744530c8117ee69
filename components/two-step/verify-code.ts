// A 6-digit code checked against one authenticator app (mfa.challengeAndVerify), shared by the
// code step after the password and the confirmation of a new app (docs/product/two-step.md).
import type { UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { toast } from 'sonner';
import { UNEXPECTED_AUTH_ERROR, type AuthErrorLike } from '@/lib/auth/auth-error-message';
import { twoStepFailure } from '@/lib/auth/two-step-error';
import { createClient } from '@/lib/supabase/client';
import type { TwoStepCodeInput } from '@/lib/validation/two-step';

type CodeForm = { setError: UseFormSetError<TwoStepCodeInput>; setFocus: UseFormSetFocus<TwoStepCodeInput> };

/**
 * Verifies `code` on the factor; true when the session is now aal2. A refusal is shown where it
 * belongs: a wrong or expired code under the field (which takes the focus), anything else as a toast.
 */
export async function verifyTwoStepCode(factorId: string, code: string, form: CodeForm, toastId: string): Promise<boolean> {
  let error: AuthErrorLike = null;
  try {
    ({ error } = await createClient().auth.mfa.challengeAndVerify({ factorId, code }));
  } catch {
    error = { message: UNEXPECTED_AUTH_ERROR };
  }
  if (!error) return true;
  const failure = twoStepFailure(error);
  if (failure.field === 'code') {
    form.setError('code', { message: failure.message });
    form.setFocus('code');
  } else toast.error('Não foi possível confirmar o código', { description: failure.message, id: toastId });
  return false;
}
