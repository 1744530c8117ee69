// The password-recovery forms: the e-mail to send the link to, and the new password typed twice
// (the sign-up policy, lib/validation/fields.ts).
import { z } from '@/lib/validation/zod';
import { emailField, newPasswordField } from './fields';
import { PASSWORDS_DIFFER } from './profile-account';

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ error: 'Repita a nova senha.' }).min(1, { error: 'Repita a nova senha.' }),
  })
  .superRefine(({ password, confirmPassword }, ctx) => {
    if (confirmPassword && password !== confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER });
    }
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
