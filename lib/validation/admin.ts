// The zod schemas of the admin forms, shared by the dialogs (messages under the fields) and the
// server actions (which parse again). pt-BR messages.
import { z } from '@/lib/validation/zod';

export const TAXONOMY_TABLES = ['service_types', 'service_subtypes', 'content_types', 'company_types', 'agency_service_types'] as const;
export type TaxonomyTable = (typeof TAXONOMY_TABLES)[number];

export const taxonomyEntrySchema = z.object({
  table: z.enum(TAXONOMY_TABLES),
  id: z.uuid().optional(),
  name: z.string().trim().min(1, { error: 'Informe o nome.' }).max(80, { error: 'O nome deve ter no máximo 80 caracteres.' }),
  description: z.string().trim().max(500, { error: 'A descrição deve ter no máximo 500 caracteres.' }).optional(),
  active: z.boolean(),
  serviceTypeId: z.uuid().optional(),
});
export type TaxonomyEntryInput = z.input<typeof taxonomyEntrySchema>;

export const taxonomyRefSchema = z.object({ table: z.enum(TAXONOMY_TABLES), id: z.uuid({ error: 'Item inválido.' }) });
export const taxonomyMoveSchema = taxonomyRefSchema.extend({ direction: z.enum(['up', 'down']) });
export const taxonomyActiveSchema = taxonomyRefSchema.extend({ active: z.boolean() });

export const QUESTION_TABLES = ['service_questions', 'opportunity_questions'] as const;
export type QuestionTable = (typeof QUESTION_TABLES)[number];
export const QUESTION_KINDS = ['text', 'single', 'multiple', 'number', 'url'] as const;
export const QUESTION_KIND_LABELS: Record<(typeof QUESTION_KINDS)[number], string> = {
  text: 'Texto',
  single: 'Escolha única',
  multiple: 'Múltipla escolha',
  number: 'Número',
  url: 'Link',
};

export const questionSchema = z
  .object({
    table: z.enum(QUESTION_TABLES),
    id: z.uuid().optional(),
    text: z
      .string()
      .trim()
      .min(3, { error: 'A pergunta deve ter ao menos 3 caracteres.' })
      .max(300, { error: 'A pergunta deve ter no máximo 300 caracteres.' }),
    kind: z.enum(QUESTION_KINDS, { error: 'Escolha o tipo de resposta.' }),
    /** One option per line. */
    options: z.string().max(3000),
    required: z.boolean(),
    active: z.boolean(),
    serviceTypeId: z.string(),
  })
  .superRefine((value, ctx) => {
    const options = splitOptions(value.options);
    const choice = value.kind === 'single' || value.kind === 'multiple';
    if (choice && options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Informe ao menos duas opções, uma por linha.' });
    if (options.length > 30) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Informe no máximo 30 opções.' });
    if (value.serviceTypeId && !z.uuid().safeParse(value.serviceTypeId).success)
      ctx.addIssue({ code: 'custom', path: ['serviceTypeId'], message: 'Tipo de serviço inválido.' });
  });
export type QuestionInput = z.input<typeof questionSchema>;

export function splitOptions(text: string): string[] {
  return [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

export const questionRefSchema = z.object({ table: z.enum(QUESTION_TABLES), id: z.uuid({ error: 'Pergunta inválida.' }) });
export const questionMoveSchema = questionRefSchema.extend({ direction: z.enum(['up', 'down']) });

export const termsVersionSchema = z.object({
  id: z.uuid().optional(),
  title: z.string().trim().min(1, { error: 'Informe o título.' }).max(120, { error: 'O título deve ter no máximo 120 caracteres.' }),
  body: z
    .string()
    .trim()
    .min(1, { error: 'Escreva o texto dos termos.' })
    .max(100_000, { error: 'O texto deve ter no máximo 100.000 caracteres.' }),
});
export type TermsVersionInput = z.input<typeof termsVersionSchema>;

export const BROADCAST_AUDIENCES = ['all', 'Quero Oferecer meu serviço', 'Quero Contratar', 'administrador'] as const;
export const broadcastSchema = z.object({
  title: z.string().trim().min(1, { error: 'Informe o título.' }).max(120, { error: 'O título deve ter no máximo 120 caracteres.' }),
  body: z.string().trim().min(1, { error: 'Escreva a mensagem.' }).max(1000, { error: 'A mensagem deve ter no máximo 1000 caracteres.' }),
  link: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || (/^\/([^/\\]|$)/.test(value) && !value.includes('\\')), {
      error: 'O link deve ser um endereço do site, começando com /.',
    }),
  audience: z.enum(BROADCAST_AUDIENCES, { error: 'Escolha quem recebe.' }),
});
export type BroadcastInput = z.input<typeof broadcastSchema>;
