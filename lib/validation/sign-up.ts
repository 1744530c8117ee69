import { z } from '@/lib/validation/zod';
import { SIGN_UP_CATEGORIES } from '@/lib/constants';
import { cpfCnpjField, emailField, fullNameField, newPasswordField } from './fields';

const CATEGORY_MESSAGE = 'Selecione como você quer usar a conta.';

/** The sign-up dialog (docs/product/messages.md): all five fields required. */
export const signUpSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  cpfCnpj: cpfCnpjField,
  password: newPasswordField,
  // The select starts empty (''), so the input is a string and the output one of the two options.
  category: z.string({ error: CATEGORY_MESSAGE }).pipe(z.enum(SIGN_UP_CATEGORIES, { error: CATEGORY_MESSAGE })),
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
