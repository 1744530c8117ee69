// The administrators' moves on the hiring loop (/admin/contratos): resolve a dispute (conclude or
// cancel the contract) and hide a review, each with a reason. Shared by the dialogs (a message under
// each field) and the server actions (which parse again); the database checks the same rules
// (public.admin_resolve_dispute, public.admin_hide_review, public.moderation_reason).
import { z } from '@/lib/validation/zod';
import { moderationReason } from './moderation';

export const DISPUTE_OUTCOMES = ['completed', 'cancelled'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
/** The database's own text for an outcome it does not know. */
export const DISPUTE_OUTCOME_MESSAGE = 'Escolha concluir ou cancelar o contrato.';

export const resolveDisputeSchema = z.object({
  contractId: z.uuid({ error: 'Contrato inválido.' }),
  // A string first, so the form starts with no choice made ('') and still reads the enum's message.
  outcome: z.string({ error: DISPUTE_OUTCOME_MESSAGE }).pipe(z.enum(DISPUTE_OUTCOMES, { error: DISPUTE_OUTCOME_MESSAGE })),
  reason: moderationReason,
});
export type ResolveDisputeInput = z.input<typeof resolveDisputeSchema>;

export const hideReviewSchema = z.object({
  reviewId: z.uuid({ error: 'Avaliação inválida.' }),
  reason: moderationReason,
});
export type HideReviewInput = z.input<typeof hideReviewSchema>;
