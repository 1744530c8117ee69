// The state of a contract or a proposal as a badge (docs/product/hiring.md).
import { Badge } from '@/components/ui/badge';
import { CONTRACT_STATUS_LABELS, PROPOSAL_STATUS_LABELS, type ContractStatus, type ProposalStatus } from '@/lib/hiring/states';

const CONTRACT_VARIANT: Record<ContractStatus, 'default' | 'secondary' | 'outline' | 'destructive' | 'success'> = {
  active: 'default',
  delivered: 'secondary',
  changes_requested: 'secondary',
  completed: 'success',
  cancelled: 'outline',
  disputed: 'destructive',
};

export function ContractStatusBadge({ status }: { status: string }) {
  const s = status as ContractStatus;
  return <Badge variant={CONTRACT_VARIANT[s] ?? 'outline'}>{CONTRACT_STATUS_LABELS[s] ?? status}</Badge>;
}

export function ProposalStatusBadge({ status }: { status: string }) {
  const s = status as ProposalStatus;
  return <Badge variant={s === 'pending' ? 'default' : 'outline'}>{PROPOSAL_STATUS_LABELS[s] ?? status}</Badge>;
}
