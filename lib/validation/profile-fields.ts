// Zod fields of the profile forms with pt-BR messages, shared by the client forms (a message
// under each field) and the server actions. "Optional" fields turn an empty value into null, so a
// partial save clears nothing by accident and never stores a blank string.
import { z } from '@/lib/validation/zod';
import { isValidCep, isValidPhone, isValidUf, normalizeCep, normalizeInstagramUrl, normalizePhone, normalizeUf } from './br';
import { cpfCnpjProblem } from './fields';
import { normalizeDocument } from './documents';
import { normalizeTiktokUrl, normalizeWebUrl, normalizeYoutubeUrl } from './profile-links';

/** Trimmed text up to `max` characters; '' → null. `label` starts the message: 'A cidade'. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} deve ter no máximo ${max} caracteres.` })
    .transform((value) => value || null);

/** Trimmed text of `min`–`max` characters. */
export const requiredText = (empty: string, min: number, max: number, label: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty })
    .pipe(z.string().min(min, { error: `${label} deve ter pelo menos ${min} caracteres.` }))
    .pipe(z.string().max(max, { error: `${label} deve ter no máximo ${max} caracteres.` }));

/** '' → null; anything else must pass `schema` (its messages are kept) and gives its output. */
export function emptyOr<Out>(schema: z.ZodType<Out, string>) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    })
    .transform((value): Out | null => (value === '' ? null : schema.parse(value)));
}

/** '' → null; otherwise `check` must pass and `normalize` gives the stored form. */
const optionalFormatted = (check: (value: string) => boolean, normalize: (value: string) => string, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || check(value), { error: message })
    .transform((value) => (value === '' ? null : normalize(value)));

/** '' → null; `normalize` returns the stored form or null when the value is invalid. */
const optionalLink = (normalize: (value: string) => string | null, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || normalize(value) !== null, { error: message })
    .transform((value) => (value === '' ? null : normalize(value)));

export const UF_MESSAGE = 'Selecione um estado (UF) válido.';
export const CEP_MESSAGE = 'CEP inválido. Use o formato 00000-000.';
export const PHONE_MESSAGE = 'Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.';
/** The Instagram examples fit who types them: a company, or a person offering services. */
export const COMPANY_INSTAGRAM_MESSAGE = 'Informe um perfil do Instagram, como @suaempresa ou https://instagram.com/suaempresa.';
export const CREATOR_INSTAGRAM_MESSAGE = 'Informe um perfil do Instagram, como @seuperfil ou https://instagram.com/seuperfil.';

export const optionalUfField = optionalFormatted((v) => isValidUf(normalizeUf(v)), normalizeUf, UF_MESSAGE);
export const ufField = z
  .string({ error: 'Selecione o estado (UF).' })
  .trim()
  .min(1, { error: 'Selecione o estado (UF).' })
  .transform(normalizeUf)
  .refine(isValidUf, { error: UF_MESSAGE });

export const optionalCepField = optionalFormatted(isValidCep, normalizeCep, CEP_MESSAGE);
export const optionalPhoneField = optionalFormatted(isValidPhone, normalizePhone, PHONE_MESSAGE);
export const optionalCompanyInstagramField = optionalLink(normalizeInstagramUrl, COMPANY_INSTAGRAM_MESSAGE);
export const optionalCreatorInstagramField = optionalLink(normalizeInstagramUrl, CREATOR_INSTAGRAM_MESSAGE);
export const optionalTiktokField = optionalLink(normalizeTiktokUrl, 'Informe um perfil do TikTok, como @seuperfil.');
export const optionalYoutubeField = optionalLink(normalizeYoutubeUrl, 'Informe um canal do YouTube, como @seucanal ou o link dele.');
export const optionalWebUrlField = optionalLink(normalizeWebUrl, 'Informe um endereço válido, como https://seusite.com.br.');
export const optionalCompanySiteField = optionalLink(normalizeWebUrl, 'Informe um endereço válido, como https://suaempresa.com.br.');

/** CPF or CNPJ with check digits; '' → null; stored without the mask. */
export const optionalCpfCnpjField = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : cpfCnpjProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => (value === '' ? null : normalizeDocument(value)));

/** The first message of a field's schema for `value`, or null when it is valid (on-blur checks). */
export function fieldProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Valor inválido.');
}

export type PartialParse<Out> = { values: Partial<Out>; errors: Record<string, string[]> };

/**
 * Parses each field on its own: the valid ones are kept, the invalid ones reported with all their
 * messages. A field absent from `input` is neither kept nor reported.
 */
export function parseEachField<Shape extends Record<string, z.ZodType>>(
  schemas: Shape,
  input: Partial<Record<keyof Shape, unknown>>,
): PartialParse<{ [K in keyof Shape]: z.output<Shape[K]> }> {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [field, schema] of Object.entries(schemas)) {
    if (!(field in input) || input[field] === undefined) continue;
    const result = schema.safeParse(input[field]);
    if (result.success) values[field] = result.data;
    else errors[field] = result.error.issues.map((issue) => issue.message);
  }
  return { values: values as Partial<{ [K in keyof Shape]: z.output<Shape[K]> }>, errors };
}
