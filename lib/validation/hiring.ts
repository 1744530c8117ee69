// The zod schemas of the hiring forms and their server actions (docs/product/hiring.md): the
// proposal, its answers, a delivery, the moves of a contract, the payment record and the reviews.
// The same limits and messages as the SQL functions of *_hiring_rules.sql, which check again.
// Form values are strings as typed (money with the R$ mask); the output is what the RPCs take.
import { z } from '@/lib/validation/zod';
import { todayInBrazil } from '@/lib/jobs/display';
import { parseMoney } from '@/lib/forms/money';

const MAX_DAYS_AHEAD = 730;

const trimmed = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

export const PROPOSAL_MESSAGES = {
  title: 'Informe o título da proposta (3 a 120 caracteres).',
  scope: 'Descreva o escopo (10 a 4.000 caracteres).',
  deliverables: 'Liste de 1 a 20 entregáveis, cada um com até 200 caracteres.',
  dueDate: 'Informe uma data de entrega a partir de hoje.',
  dueDateFar: 'A data de entrega deve estar nos próximos 2 anos.',
  value: 'Informe um valor entre R$ 1,00 e R$ 1.000.000,00, ou marque permuta.',
  revisions: 'As revisões incluídas vão de 0 a 5.',
  usageRights: 'Descreva os direitos de uso (3 a 1.000 caracteres).',
  usageMonths: 'O prazo de uso vai de 1 a 120 meses.',
  counter: 'Uma contraproposta muda o valor, a data ou os dois.',
} as const;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const dueDate = z
  .string({ error: PROPOSAL_MESSAGES.dueDate })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: PROPOSAL_MESSAGES.dueDate })
  .refine((d) => !Number.isNaN(Date.parse(d)) && d >= todayInBrazil(), { error: PROPOSAL_MESSAGES.dueDate })
  .refine((d) => d <= addDays(todayInBrazil(), MAX_DAYS_AHEAD), { error: PROPOSAL_MESSAGES.dueDateFar });

/** Money as typed, in cents (null for barter), checked against the SQL's range. */
const valueFields = {
  isBarter: z.boolean().default(false),
  value: z.string().trim().max(20).default(''),
};

function valueCents({ isBarter, value }: { isBarter: boolean; value: string }): number | null | 'invalid' {
  if (isBarter) return null;
  const cents = parseMoney(value);
  return cents === null || cents < 100 || cents > 100_000_000 ? 'invalid' : cents;
}

export const proposalFormSchema = z
  .object({
    title: trimmed(3, 120, PROPOSAL_MESSAGES.title),
    scope: trimmed(10, 4000, PROPOSAL_MESSAGES.scope),
    // One per line in the form's text area, or a list.
    deliverables: z
      .union([z.string().max(10_000, { error: PROPOSAL_MESSAGES.deliverables }), z.array(z.string().max(1000)).max(100)], {
        error: PROPOSAL_MESSAGES.deliverables,
      })
      .transform((v) => (typeof v === 'string' ? v.split('\n') : v).map((i) => i.trim()).filter((i) => i !== ''))
      .refine((items) => items.length >= 1 && items.length <= 20 && items.every((i) => i.length <= 200), {
        error: PROPOSAL_MESSAGES.deliverables,
      }),
    dueDate,
    ...valueFields,
    revisionsIncluded: z.coerce
      .number({ error: PROPOSAL_MESSAGES.revisions })
      .int({ error: PROPOSAL_MESSAGES.revisions })
      .min(0, { error: PROPOSAL_MESSAGES.revisions })
      .max(5, { error: PROPOSAL_MESSAGES.revisions }),
    usageRights: trimmed(3, 1000, PROPOSAL_MESSAGES.usageRights),
    usageMonths: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 120), { error: PROPOSAL_MESSAGES.usageMonths }),
  })
  .superRefine((v, ctx) => {
    if (valueCents(v) === 'invalid') ctx.addIssue({ code: 'custom', path: ['value'], message: PROPOSAL_MESSAGES.value });
  });

export type ProposalFormValues = z.input<typeof proposalFormSchema>;

/** The terms as the SQL function proposal_send reads them. */
export function proposalTerms(v: z.output<typeof proposalFormSchema>) {
  const cents = valueCents(v);
  return {
    title: v.title,
    scope: v.scope,
    deliverables: v.deliverables,
    due_date: v.dueDate,
    value_cents: cents === 'invalid' ? null : cents,
    is_barter: v.isBarter,
    revisions_included: v.revisionsIncluded,
    usage_rights: v.usageRights,
    usage_months: v.usageMonths === '' ? null : Number(v.usageMonths),
  };
}

export const sendProposalSchema = proposalFormSchema.and(
  z.object({
    creatorId: z.uuid({ error: 'Criador inválido.' }),
    applicationId: z.uuid({ error: 'Candidatura inválida.' }).nullable().default(null),
  }),
);

const proposalId = z.uuid({ error: 'Proposta inválida.' });
export const contractId = z.uuid({ error: 'Contrato inválido.' });

export const DECLINE_REASON_MESSAGE = 'Informe o motivo da recusa (3 a 500 caracteres).';

export const respondProposalSchema = z.discriminatedUnion('answer', [
  z.object({ proposalId, answer: z.literal('accept') }),
  z.object({ proposalId, answer: z.literal('decline'), reason: trimmed(3, 500, DECLINE_REASON_MESSAGE) }),
  z
    .object({
      proposalId,
      answer: z.literal('counter'),
      ...valueFields,
      dueDate,
      message: z.string().trim().max(1000, { error: 'A mensagem deve ter no máximo 1.000 caracteres.' }).default(''),
    })
    .superRefine((v, ctx) => {
      if (valueCents(v) === 'invalid') ctx.addIssue({ code: 'custom', path: ['value'], message: PROPOSAL_MESSAGES.value });
    }),
]);

export type RespondProposalInput = z.input<typeof respondProposalSchema>;

/** The jsonb a counter sends: the new value (or barter) and date, and the message. */
export function counterTerms(v: { isBarter: boolean; value: string; dueDate: string; message: string }) {
  const cents = valueCents(v);
  return { is_barter: v.isBarter, value_cents: cents === 'invalid' ? null : cents, due_date: v.dueDate, message: v.message };
}

export const withdrawProposalSchema = z.object({ proposalId });

const linkList = z
  .array(z.string().trim().max(2048))
  .max(10, { error: 'Informe até 10 links, cada um começando com http:// ou https://.' })
  .transform((items) => items.filter((i) => i !== ''))
  .refine((items) => items.every((i) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(i)), {
    error: 'Informe até 10 links, cada um começando com http:// ou https://.',
  });

export const MAX_DELIVERY_FILES = 10;
export const deliverSchema = z
  .object({
    contractId,
    note: z.string().trim().max(2000, { error: 'A observação deve ter no máximo 2.000 caracteres.' }).default(''),
    links: linkList.default([]),
    files: z
      .array(z.object({ path: z.string().min(1).max(512), name: z.string().trim().min(1).max(200) }))
      .max(MAX_DELIVERY_FILES, { error: 'Envie no máximo 10 arquivos por entrega.' })
      .default([]),
  })
  .refine((v) => v.links.length > 0 || v.files.length > 0, { error: 'Envie ao menos um arquivo ou link.', path: ['links'] });

export const CHANGES_MESSAGE = 'Descreva as alterações (5 a 2.000 caracteres).';
export const reviewDeliverySchema = z.discriminatedUnion('approve', [
  z.object({ contractId, approve: z.literal(true) }),
  z.object({ contractId, approve: z.literal(false), comment: trimmed(5, 2000, CHANGES_MESSAGE) }),
]);

export const CANCEL_REASON_MESSAGE = 'Informe o motivo do cancelamento (5 a 500 caracteres).';
export const DISPUTE_REASON_MESSAGE = 'Explique o motivo da disputa (5 a 1.000 caracteres).';

/** Every other move of a contract: one action, one schema. */
export const contractMoveSchema = z.discriminatedUnion('move', [
  z.object({ contractId, move: z.literal('answer_extra_revision'), accept: z.boolean() }),
  z.object({ contractId, move: z.literal('cancel'), reason: trimmed(5, 500, CANCEL_REASON_MESSAGE) }),
  z.object({ contractId, move: z.literal('decline_cancel') }),
  z.object({ contractId, move: z.literal('dispute'), reason: trimmed(5, 1000, DISPUTE_REASON_MESSAGE) }),
  z.object({ contractId, move: z.literal('confirm_payment') }),
]);

export type ContractMoveInput = z.input<typeof contractMoveSchema>;

export const PAID_ON_MESSAGE = 'Informe a data do pagamento (até hoje).';
export const markPaidSchema = z.object({
  contractId,
  paidOn: z
    .string({ error: PAID_ON_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: PAID_ON_MESSAGE })
    .refine((d) => !Number.isNaN(Date.parse(d)) && d <= todayInBrazil(), { error: PAID_ON_MESSAGE }),
  receiptPath: z.string().max(512).nullable().default(null),
});

const stars = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(5, { error: message });
export const STARS_MESSAGE = 'Dê de 1 a 5 estrelas à nota geral e a cada aspecto.';

export const reviewSchema = z.object({
  contractId,
  rating: stars(STARS_MESSAGE),
  aspects: z.partialRecord(z.enum(['communication', 'quality', 'timeliness', 'briefing', 'payment']), stars(STARS_MESSAGE)),
  body: z.string().trim().max(1000, { error: 'O comentário deve ter no máximo 1.000 caracteres.' }).default(''),
});

export type ReviewInput = z.input<typeof reviewSchema>;

export const replySchema = z.object({
  reviewId: z.uuid({ error: 'Avaliação inválida.' }),
  reply: trimmed(1, 1000, 'Escreva a resposta (até 1.000 caracteres).'),
});
