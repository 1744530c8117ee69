// The forms of two-step verification (docs/product/two-step.md): the 6-digit code of an
// authenticator app, and the name a new app is listed under in /profile.
import { z } from '@/lib/validation/zod';

export const CODE_REQUIRED = 'Informe o código de 6 dígitos do aplicativo.';
export const CODE_FORMAT = 'O código tem 6 dígitos, só números.';
export const FACTOR_NAME_MAX_LENGTH = 40;
export const DEFAULT_FACTOR_NAME = 'Aplicativo autenticador';

/** Spaces and hyphens are dropped: apps show the code as '123 456'. */
export const totpCodeField = z
  .string({ error: CODE_REQUIRED })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, { error: CODE_REQUIRED }))
  .pipe(z.string().regex(/^\d{6}$/, { error: CODE_FORMAT }));

export const twoStepCodeSchema = z.object({ code: totpCodeField });

export type TwoStepCodeInput = z.input<typeof twoStepCodeSchema>;
export type TwoStepCodeValues = z.output<typeof twoStepCodeSchema>;

export const factorNameSchema = z.object({
  friendlyName: z
    .string({ error: 'Dê um nome ao aplicativo.' })
    .trim()
    .min(1, { error: 'Dê um nome ao aplicativo.' })
    .max(FACTOR_NAME_MAX_LENGTH, { error: `O nome deve ter no máximo ${FACTOR_NAME_MAX_LENGTH} caracteres.` }),
});

export type FactorNameInput = z.input<typeof factorNameSchema>;
export type FactorNameValues = z.output<typeof factorNameSchema>;
