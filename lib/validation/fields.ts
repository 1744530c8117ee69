// Field schemas shared by the forms and the server actions, with pt-BR messages.
import { z } from '@/lib/validation/zod';
import { documentKind, isValidCpf, isValidCnpj, normalizeDocument } from './documents';

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt, used by Auth, only reads the first 72 bytes. */
export const PASSWORD_MAX_LENGTH = 72;

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

export const fullNameField = required('Informe seu nome completo.')
  .pipe(z.string().min(3, { error: 'O nome deve ter pelo menos 3 caracteres.' }))
  .pipe(z.string().max(120, { error: 'O nome deve ter no máximo 120 caracteres.' }));

export const emailField = required('Informe seu e-mail.')
  .pipe(z.email({ error: 'Informe um e-mail válido.' }))
  .transform((email) => email.toLowerCase());

/** The sign-up policy: 8 to 72 characters with at least one letter and one number. */
export const newPasswordField = z
  .string({ error: 'Informe uma senha.' })
  .min(1, { error: 'Informe uma senha.' })
  .pipe(z.string().min(PASSWORD_MIN_LENGTH, { error: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.` }))
  .pipe(z.string().max(PASSWORD_MAX_LENGTH, { error: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.` }))
  .pipe(
    z
      .string()
      .regex(/\p{L}/u, { error: 'A senha deve conter pelo menos uma letra.' })
      .regex(/\d/, { error: 'A senha deve conter pelo menos um número.' }),
  );

/** Login accepts any stored password: only presence is checked. */
export const currentPasswordField = z.string({ error: 'Informe sua senha.' }).min(1, { error: 'Informe sua senha.' });

/** What is wrong with a CPF/CNPJ, or null when its check digits are right. */
export function cpfCnpjProblem(value: string): string | null {
  const kind = documentKind(value);
  if (kind === 'cpf') return isValidCpf(value) ? null : 'CPF inválido.';
  if (kind === 'cnpj') return isValidCnpj(value) ? null : 'CNPJ inválido.';
  return 'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).';
}

/** CPF (11 digits) or CNPJ (14 characters) with valid check digits; outputs the bare characters. */
export const cpfCnpjField = required('Informe seu CPF ou CNPJ.')
  .superRefine((value, ctx) => {
    const problem = cpfCnpjProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeDocument);
