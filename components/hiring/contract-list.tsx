// A person's contracts in one state (/contratos): title, the other party, value, due date, what
// waits for whom, and the way into the contract.
import Link from 'next/link';
import { formatDay } from '@/lib/jobs/display';
import { valueLabel } from '@/lib/hiring/display';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@/lib/hiring/states';
import { partyName, type ContractListItem } from '@/lib/queries/hiring';
import { ROUTES } from '@/lib/routes';
import { ContractStatusBadge } from './status-badge';

function waiting(c: ContractListItem, viewerId: string): string | null {
  const hirer = viewerId === c.hirer_id;
  if (c.cancel_requested_by && c.cancel_requested_by !== viewerId) return 'Pedido de cancelamento aguardando você';
  if (c.status === 'delivered')
    return c.extra_revision_comment ? (hirer ? null : 'Revisão extra aguardando você') : hirer ? 'Entrega aguardando sua aprovação' : null;
  if ((c.status === 'active' || c.status === 'changes_requested') && !hirer) return 'Entrega aguardando você';
  if (c.payment_status === 'marked_paid' && !hirer) return 'Confirme o recebimento';
  return null;
}

export function ContractList({ contracts, viewerId, empty }: { contracts: ContractListItem[]; viewerId: string; empty: string }) {
  if (contracts.length === 0) {
    return <p className="rounded-2xl border border-dashed bg-background px-6 py-10 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {contracts.map((c) => {
        const note = waiting(c, viewerId);
        return (
          <li key={c.id}>
            <Link
              href={`${ROUTES.contract}/${c.id}`}
              className="block rounded-2xl border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-muted/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{c.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {viewerId === c.hirer_id ? 'Criador' : 'Contratante'}: {partyName(c.other)}
                  </p>
                </div>
                <ContractStatusBadge status={c.status} />
              </div>
              <p className="mt-2 text-sm text-muted-foreground">
                {valueLabel(c)} · Entrega até {formatDay(c.due_date)}
                {c.is_barter ? '' : ` · ${PAYMENT_STATUS_LABELS[c.payment_status as PaymentStatus] ?? ''}`}
              </p>
              {note ? <p className="mt-2 text-sm font-medium text-primary">{note}</p> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
