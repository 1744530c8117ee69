// Account data every category edits at /profile: the personal fields only the owner (and
// administrators) see, and the password.
import { z } from '@/lib/validation/zod';
import { cpfCnpjField, currentPasswordField, fullNameField, newPasswordField } from './fields';
import { optionalPhoneField } from './profile-fields';

export const personalDataSchema = z.object({
  full_name: fullNameField,
  cpf_cnpj: cpfCnpjField,
  phone_number: optionalPhoneField,
});

export type PersonalDataInput = z.input<typeof personalDataSchema>;

export const PASSWORDS_DIFFER = 'As senhas não coincidem.';
export const SAME_PASSWORD = 'A nova senha deve ser diferente da atual.';

export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: 'Repita a nova senha.' }).min(1, { error: 'Repita a nova senha.' }),
  })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
    if (confirmPassword && newPassword !== confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER });
    }
    if (newPassword && newPassword === currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: SAME_PASSWORD });
    }
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
