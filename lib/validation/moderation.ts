// Moderation of posts and comments (issue 12 item 8): the reason an administrator gives, shared by
// the confirmation dialog (message under the field) and the server actions (which parse again).
// The database checks the same rule (public.moderation_reason).
import { z } from '@/lib/validation/zod';

export const MODERATION_REASON_MIN = 5;
export const MODERATION_REASON_MAX = 500;
export const MODERATION_REASON_SHORT_MESSAGE = `Informe o motivo (ao menos ${MODERATION_REASON_MIN} caracteres).`;
export const MODERATION_REASON_LONG_MESSAGE = `O motivo deve ter no máximo ${MODERATION_REASON_MAX} caracteres.`;

export const moderationReason = z
  .string({ error: MODERATION_REASON_SHORT_MESSAGE })
  .trim()
  .min(MODERATION_REASON_MIN, { error: MODERATION_REASON_SHORT_MESSAGE })
  .max(MODERATION_REASON_MAX, { error: MODERATION_REASON_LONG_MESSAGE });

export const MODERATION_TARGETS = ['post', 'comment'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

export const removeContentSchema = z.object({
  target: z.enum(MODERATION_TARGETS, { error: 'Conteúdo inválido.' }),
  id: z.uuid({ error: 'Conteúdo inválido.' }),
  reason: moderationReason,
});
export type RemoveContentInput = z.input<typeof removeContentSchema>;
