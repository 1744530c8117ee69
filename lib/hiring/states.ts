// The hiring loop's states as people read them (docs/product/hiring.md), and which moves each side
// may make in each state. The database decides (supabase/migrations/*_hiring_rules.sql refuses
// every other move); these pure functions only choose which buttons a screen shows, and
// lib/hiring/states.test.ts keeps them in step with those rules.
import type { Tables } from '@/lib/database.types';

export type ContractStatus = 'active' | 'delivered' | 'changes_requested' | 'completed' | 'cancelled' | 'disputed';
export type ProposalStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
export type PaymentStatus = 'pending' | 'marked_paid' | 'confirmed';
export type Side = 'hirer' | 'creator';

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  active: 'Ativo',
  delivered: 'Entregue',
  changes_requested: 'Alterações solicitadas',
  completed: 'Concluído',
  cancelled: 'Cancelado',
  disputed: 'Em disputa',
};

/** The order of the tabs of /contratos (and of the counts). */
export const CONTRACT_STATUSES: ContractStatus[] = ['active', 'delivered', 'changes_requested', 'disputed', 'completed', 'cancelled'];

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  pending: 'Em negociação',
  accepted: 'Aceita',
  declined: 'Recusada',
  withdrawn: 'Retirada',
  expired: 'Expirada',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Aguardando pagamento',
  marked_paid: 'Pagamento informado',
  confirmed: 'Pagamento confirmado',
};

export const CONTRACT_EVENT_LABELS: Record<string, string> = {
  created: 'Contrato iniciado',
  delivered: 'Entrega enviada',
  changes_requested: 'Alterações solicitadas',
  extra_revision_requested: 'Pedido de revisão extra',
  extra_revision_accepted: 'Revisão extra aceita',
  extra_revision_declined: 'Revisão extra recusada',
  approved: 'Entrega aprovada',
  auto_approved: 'Aprovada automaticamente após 7 dias',
  cancel_requested: 'Pedido de cancelamento',
  cancel_declined: 'Cancelamento recusado',
  cancelled: 'Contrato cancelado',
  disputed: 'Disputa aberta',
  dispute_resolved: 'Disputa resolvida pela equipe',
  payment_marked: 'Pagamento informado',
  payment_confirmed: 'Recebimento confirmado',
};

export const ROUND_ACTION_LABELS: Record<string, string> = {
  sent: 'Proposta enviada',
  countered: 'Contraproposta',
  accepted: 'Aceita',
  declined: 'Recusada',
  withdrawn: 'Retirada',
  expired: 'Expirou sem resposta',
};

/** The aspects each side is reviewed on, in the order the form and the profile show them. */
export const REVIEW_ASPECTS = {
  creator: [
    { key: 'quality', label: 'Qualidade' },
    { key: 'communication', label: 'Comunicação' },
    { key: 'timeliness', label: 'Prazo' },
  ],
  hirer: [
    { key: 'briefing', label: 'Clareza do briefing' },
    { key: 'communication', label: 'Comunicação' },
    { key: 'payment', label: 'Pagamento' },
  ],
} as const satisfies Record<Side, readonly { key: string; label: string }[]>;

export type ReviewAspectKey = (typeof REVIEW_ASPECTS)[Side][number]['key'];

/** Days an unanswered proposal or delivery waits, and the review window (the SQL's intervals). */
export const HIRING_DAYS = { proposalExpiry: 7, autoApproval: 7, reviewWindow: 14 } as const;

type ContractState = Pick<
  Tables<'contracts'>,
  | 'status'
  | 'hirer_id'
  | 'creator_id'
  | 'extra_revision_comment'
  | 'cancel_requested_by'
  | 'payment_status'
  | 'is_barter'
  | 'reviews_close_at'
>;

export type ContractAction =
  | 'deliver'
  | 'approve'
  | 'request_changes'
  | 'answer_extra_revision'
  | 'cancel'
  | 'request_cancel'
  | 'answer_cancel'
  | 'dispute'
  | 'mark_paid'
  | 'confirm_payment'
  | 'review';

/** Which side `viewerId` is on, or null for someone else (an administrator reading). */
export function sideOf(contract: Pick<Tables<'contracts'>, 'hirer_id' | 'creator_id'>, viewerId: string): Side | null {
  if (viewerId === contract.hirer_id) return 'hirer';
  if (viewerId === contract.creator_id) return 'creator';
  return null;
}

const IN_PROGRESS: ContractStatus[] = ['active', 'delivered', 'changes_requested'];

/**
 * The moves the viewer may make now. `hasDeliveries`: whether any delivery was handed in (the
 * hirer cancels at once only before the first); `hasReviewed`: whether the viewer reviewed already.
 */
export function contractActions(
  contract: ContractState,
  viewerId: string,
  { hasDeliveries, hasReviewed, now = new Date() }: { hasDeliveries: boolean; hasReviewed: boolean; now?: Date },
): ContractAction[] {
  const side = sideOf(contract, viewerId);
  if (!side) return [];
  const status = contract.status as ContractStatus;
  const actions: ContractAction[] = [];
  const inProgress = IN_PROGRESS.includes(status);
  if (side === 'creator' && (status === 'active' || status === 'changes_requested')) actions.push('deliver');
  if (side === 'hirer' && status === 'delivered' && !contract.extra_revision_comment) actions.push('approve', 'request_changes');
  if (side === 'creator' && status === 'delivered' && contract.extra_revision_comment) actions.push('answer_extra_revision');
  if (inProgress) {
    const requestedByOther = contract.cancel_requested_by !== null && contract.cancel_requested_by !== viewerId;
    if (requestedByOther) actions.push('answer_cancel');
    else if (side === 'hirer' && status === 'active' && !hasDeliveries) actions.push('cancel');
    else if (contract.cancel_requested_by === null) actions.push('request_cancel');
    actions.push('dispute');
  }
  if (side === 'hirer' && !contract.is_barter && contract.payment_status === 'pending' && status !== 'cancelled' && status !== 'disputed') {
    actions.push('mark_paid');
  }
  if (side === 'creator' && contract.payment_status === 'marked_paid') actions.push('confirm_payment');
  if (status === 'completed' && !hasReviewed && contract.reviews_close_at && now < new Date(contract.reviews_close_at)) {
    actions.push('review');
  }
  return actions;
}

type ProposalState = Pick<Tables<'proposals'>, 'status' | 'awaiting' | 'round' | 'hirer_id' | 'creator_id' | 'expires_at'>;
export type ProposalAction = 'accept' | 'decline' | 'counter' | 'withdraw';

/** The answers the viewer may give to a proposal now. */
export function proposalActions(proposal: ProposalState, viewerId: string, now = new Date()): ProposalAction[] {
  const side = sideOf(proposal, viewerId);
  if (!side || proposal.status !== 'pending' || new Date(proposal.expires_at) <= now) return [];
  const actions: ProposalAction[] = proposal.awaiting === side ? ['accept', 'counter', 'decline'] : [];
  if (side === 'hirer' && proposal.round === 1) actions.push('withdraw');
  return actions;
}

/** "Aguardando você" / "Aguardando a outra parte" for a pending proposal. */
export function proposalWaitingLabel(proposal: ProposalState, viewerId: string): string | null {
  if (proposal.status !== 'pending') return null;
  return proposal.awaiting === sideOf(proposal, viewerId) ? 'Aguardando sua resposta' : 'Aguardando a outra parte';
}
