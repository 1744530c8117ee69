// The zod schemas of the jobs forms and their server actions (issue 9): the wizard's three steps
// (the edit page uses all three together), the application and the pipeline's discard reason.
// Form values are strings as typed (money with the R$ mask); the output is what the database takes.
import { z } from '@/lib/validation/zod';
import { LOCATION_TYPES, MAX_SCREENING_QUESTIONS, PAY_TYPES, PLATFORMS } from '@/lib/jobs/constants';
import { todayInBrazil } from '@/lib/jobs/display';
import { MAX_PRICE_CENTS, isValidUf, parseBrlToCents } from './br';
import { FOLLOWER_RANGES } from './profile-creator';

const id = z.uuid({ error: 'Oportunidade inválida.' });
const text = (min: number, max: number, what: string) =>
  z
    .string({ error: `Informe ${what}.` })
    .trim()
    .min(min, { error: min <= 1 ? `Informe ${what}.` : `Use pelo menos ${min} caracteres.` })
    .max(max, { error: `Use no máximo ${max} caracteres.` });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use no máximo ${max} caracteres.` })
    .optional()
    .transform((v) => (v ? v : null));
const day = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: 'Data inválida.' });
const money = z
  .string()
  .trim()
  .max(20)
  .optional()
  .transform((v) => (v ? (parseBrlToCents(v) ?? -1) : null))
  .refine((v) => v === null || (v >= 0 && v <= MAX_PRICE_CENTS), { error: 'Valor inválido.' });

export const stepOneFields = {
  title: text(10, 80, 'o título'),
  description: text(30, 5000, 'a descrição'),
  serviceTypeId: z.uuid({ error: 'Escolha o tipo de serviço.' }),
  serviceSubtypes: z.array(z.string().trim().min(1).max(80)).max(20),
  contentTypeIds: z.array(z.uuid()).min(1, { error: 'Escolha pelo menos um tipo de conteúdo.' }).max(20),
  platforms: z.array(z.enum(PLATFORMS, { error: 'Plataforma inválida.' })).min(1, { error: 'Escolha pelo menos uma plataforma.' }),
};

export const stepTwoFields = {
  deliverables: text(10, 2000, 'as entregas'),
  usageRights: optionalText(1000),
  creatorsWanted: z.coerce
    .number({ error: 'Informe quantos criadores.' })
    .int({ error: 'Use um número inteiro.' })
    .min(1, { error: 'Pelo menos 1 pessoa.' })
    .max(100, { error: 'No máximo 100 criadores.' }),
  applicationDeadline: z
    .string({ error: 'Informe o prazo para candidaturas.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Informe o prazo para candidaturas.' }),
  startsOn: day,
  endsOn: day,
  locationType: z.enum(LOCATION_TYPES, { error: 'Escolha o formato.' }),
  city: optionalText(120),
  state: z
    .string()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValidUf(v), { error: 'UF inválida.' }),
  niches: z.array(z.string().trim().min(1).max(40)).max(10, { error: 'No máximo 10 nichos.' }),
  minFollowers: z
    .string()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (FOLLOWER_RANGES as readonly string[]).includes(v), { error: 'Faixa inválida.' }),
  creatorStates: z.array(z.string().refine(isValidUf, { error: 'UF inválida.' })).max(27),
  requirements: optionalText(1000),
};

export const screeningQuestionSchema = z.object({
  questionId: z.uuid().nullable().optional(),
  text: text(3, 300, 'a pergunta'),
  kind: z.enum(['text', 'single', 'multiple', 'number', 'url']),
  options: z.array(z.string().trim().min(1).max(120)).max(30),
  mustHave: z.boolean(),
});

export const stepThreeFields = {
  payType: z.enum(PAY_TYPES, { error: 'Escolha a forma de pagamento.' }),
  budgetMin: money,
  budgetMax: money,
  paymentTerms: optionalText(500),
  screening: z.array(screeningQuestionSchema).max(MAX_SCREENING_QUESTIONS, { error: `No máximo ${MAX_SCREENING_QUESTIONS} perguntas.` }),
};

type StepTwo = {
  applicationDeadline: string;
  startsOn: string | null;
  endsOn: string | null;
  locationType: string;
  city: string | null;
  state: string | null;
};
function checkStepTwo(v: StepTwo, ctx: z.RefinementCtx) {
  if (v.applicationDeadline < todayInBrazil())
    ctx.addIssue({ code: 'custom', path: ['applicationDeadline'], message: 'O prazo não pode ser antes de hoje.' });
  if (v.startsOn && v.endsOn && v.startsOn > v.endsOn)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'O fim não pode ser antes do início.' });
  if (v.locationType !== 'remoto') {
    if (!v.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'Informe a cidade.' });
    if (!v.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'Informe a UF.' });
  }
}

type StepThree = { payType: string; budgetMin: number | null; budgetMax: number | null };
function checkStepThree(v: StepThree, ctx: z.RefinementCtx) {
  if (v.payType === 'fixo' && !v.budgetMin) ctx.addIssue({ code: 'custom', path: ['budgetMin'], message: 'Informe o valor.' });
  if (v.payType === 'faixa') {
    if (!v.budgetMin) ctx.addIssue({ code: 'custom', path: ['budgetMin'], message: 'Informe o valor mínimo.' });
    if (!v.budgetMax) ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: 'Informe o valor máximo.' });
    if (v.budgetMin && v.budgetMax && v.budgetMin >= v.budgetMax)
      ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: 'O máximo deve ser maior que o mínimo.' });
  }
}

export const stepOneSchema = z.object({ id: id.optional(), ...stepOneFields });
export const stepTwoSchema = z.object({ id, ...stepTwoFields }).superRefine(checkStepTwo);
export const stepThreeSchema = z.object({ id, ...stepThreeFields, publish: z.boolean() }).superRefine(checkStepThree);
export const editOpportunitySchema = z.object({ id, ...stepOneFields, ...stepTwoFields, ...stepThreeFields }).superRefine((v, ctx) => {
  checkStepTwo(v, ctx);
  checkStepThree(v, ctx);
});

export type StepOneValues = z.input<typeof stepOneSchema>;
export type StepTwoValues = z.input<typeof stepTwoSchema>;
export type StepThreeValues = z.input<typeof stepThreeSchema>;
export type EditOpportunityValues = z.input<typeof editOpportunitySchema>;

export const applicationSchema = z.object({
  opportunityId: id,
  pitch: text(20, 3000, 'sua proposta'),
  proposedPrice: money,
  deliveryDays: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .refine((v) => v === null || (Number.isInteger(v) && v >= 1 && v <= 365), { error: 'Entre 1 e 365 dias.' }),
  answers: z.record(z.string(), z.union([z.string().max(2000), z.array(z.string().max(120)).max(30)])),
});
export type ApplicationValues = z.input<typeof applicationSchema>;

export const decisionSchema = z
  .object({
    applicationIds: z
      .array(z.uuid({ error: 'Candidatura inválida.' }))
      .min(1)
      .max(200),
    status: z.enum(['pending', 'selected', 'discarded'], { error: 'Status inválido.' }),
    reason: z.string().trim().max(500, { error: 'Use no máximo 500 caracteres.' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'discarded' && (!v.reason || v.reason.length < 3))
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Informe o motivo do descarte.' });
  });
