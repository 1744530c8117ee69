import { applicationSchema, decisionSchema, stepOneSchema, stepThreeSchema, stepTwoSchema } from './jobs';

const ID = 'e0000000-0000-4000-8000-000000000001';
const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

it('step 1: title 10–80, description, service, content and platform required', () => {
  expect(
    errors(
      stepOneSchema.safeParse({
        title: 'curto',
        description: '',
        serviceTypeId: '',
        serviceSubtypes: [],
        contentTypeIds: [],
        platforms: [],
      }),
    ),
  ).toEqual({
    title: 'Use pelo menos 10 caracteres.',
    description: 'Use pelo menos 30 caracteres.',
    serviceTypeId: 'Escolha o tipo de serviço.',
    contentTypeIds: 'Escolha pelo menos um tipo de conteúdo.',
    platforms: 'Escolha pelo menos uma plataforma.',
  });
  expect(stepOneSchema.safeParse({ title: 'x'.repeat(100_000) }).success).toBe(false);
});

it('step 2: dates in order, a deadline not in the past, a place for presencial jobs', () => {
  const base = { id: ID, deliverables: '3 vídeos verticais', creatorsWanted: '2', niches: [], creatorStates: [], locationType: 'remoto' };
  expect(
    errors(
      stepTwoSchema.safeParse({
        ...base,
        applicationDeadline: '2000-01-01',
        startsOn: '2099-02-01',
        endsOn: '2099-01-01',
        locationType: 'presencial',
      }),
    ),
  ).toEqual({
    applicationDeadline: 'O prazo não pode ser antes de hoje.',
    endsOn: 'O fim não pode ser antes do início.',
    city: 'Informe a cidade.',
    state: 'Informe a UF.',
  });
  const ok = stepTwoSchema.safeParse({ ...base, applicationDeadline: '2099-01-01' });
  expect(ok.success && ok.data.creatorsWanted).toBe(2);
});

it('step 3: pay rules in reais, stored in cents', () => {
  const base = { id: ID, screening: [], publish: true };
  expect(errors(stepThreeSchema.safeParse({ ...base, payType: 'faixa', budgetMin: '2.000,00', budgetMax: '1.000,00' }))).toEqual({
    budgetMax: 'O máximo deve ser maior que o mínimo.',
  });
  expect(errors(stepThreeSchema.safeParse({ ...base, payType: 'fixo', budgetMin: '-1' }))).toEqual({ budgetMin: 'Valor inválido.' });
  const ok = stepThreeSchema.safeParse({ ...base, payType: 'fixo', budgetMin: '1.500,00' });
  expect(ok.success && ok.data.budgetMin).toBe(150000);
  expect(errors(stepThreeSchema.safeParse({ ...base, payType: 'bitcoin' }))).toEqual({ payType: 'Escolha a forma de pagamento.' });
});

it('applications and decisions', () => {
  expect(errors(applicationSchema.safeParse({ opportunityId: ID, pitch: 'curto', answers: {}, deliveryDays: '0' }))).toEqual({
    pitch: 'Use pelo menos 20 caracteres.',
    deliveryDays: 'Entre 1 e 365 dias.',
  });
  expect(errors(decisionSchema.safeParse({ applicationIds: [ID], status: 'discarded' }))).toEqual({
    reason: 'Informe o motivo do descarte.',
  });
  expect(decisionSchema.safeParse({ applicationIds: [ID], status: 'hired' }).success).toBe(false);
});
