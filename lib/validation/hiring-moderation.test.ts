import { MODERATION_REASON_LONG_MESSAGE, MODERATION_REASON_SHORT_MESSAGE } from './moderation';
import { DISPUTE_OUTCOME_MESSAGE, hideReviewSchema, resolveDisputeSchema } from './hiring-moderation';

const id = 'f2000000-0000-4000-8000-000000000007';
const messages = (schema: typeof resolveDisputeSchema | typeof hideReviewSchema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('resolveDisputeSchema', () => {
  it('accepts concluding or cancelling with a trimmed reason of 5 to 500 characters', () => {
    expect(resolveDisputeSchema.parse({ contractId: id, outcome: 'completed', reason: '  Entrega conferida  ' })).toEqual({
      contractId: id,
      outcome: 'completed',
      reason: 'Entrega conferida',
    });
    expect(resolveDisputeSchema.safeParse({ contractId: id, outcome: 'cancelled', reason: 'x'.repeat(500) }).success).toBe(true);
  });

  it('asks for a choice and a reason in pt-BR', () => {
    expect(messages(resolveDisputeSchema, { contractId: id, outcome: '', reason: 'abcd' })).toEqual([
      DISPUTE_OUTCOME_MESSAGE,
      MODERATION_REASON_SHORT_MESSAGE,
    ]);
    expect(messages(resolveDisputeSchema, { contractId: id, outcome: 'talvez', reason: 'x'.repeat(501) })).toEqual([
      DISPUTE_OUTCOME_MESSAGE,
      MODERATION_REASON_LONG_MESSAGE,
    ]);
    expect(messages(resolveDisputeSchema, { contractId: 'f2', outcome: 'completed', reason: 'Motivo válido' })).toEqual([
      'Contrato inválido.',
    ]);
  });
});

describe('hideReviewSchema', () => {
  it('accepts a review id with a reason, and refuses a short one or a bad id', () => {
    expect(hideReviewSchema.parse({ reviewId: id, reason: ' Linguagem ofensiva ' })).toEqual({
      reviewId: id,
      reason: 'Linguagem ofensiva',
    });
    expect(messages(hideReviewSchema, { reviewId: id, reason: '    ' })).toEqual([MODERATION_REASON_SHORT_MESSAGE]);
    expect(messages(hideReviewSchema, { reviewId: 'x', reason: 'Linguagem ofensiva' })).toEqual(['Avaliação inválida.']);
  });
});
