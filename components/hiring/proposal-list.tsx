// A person's proposals (/contratos, "Propostas"): in negotiation first, with whose answer is due
// and when it expires; then the declined, withdrawn and expired ones.
import Link from 'next/link';
import { formatDay } from '@/lib/jobs/display';
import { momentLabel, valueLabel } from '@/lib/hiring/display';
import { proposalWaitingLabel } from '@/lib/hiring/states';
import { partyName, type ProposalListItem } from '@/lib/queries/hiring';
import { ROUTES } from '@/lib/routes';
import { ProposalStatusBadge } from './status-badge';

export function ProposalList({ proposals, viewerId }: { proposals: ProposalListItem[]; viewerId: string }) {
  if (proposals.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed bg-background px-6 py-10 text-center text-sm text-muted-foreground">
        Nenhuma proposta por aqui. As propostas enviadas e recebidas aparecem nesta aba.
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {proposals.map((p) => {
        const waiting = proposalWaitingLabel(p, viewerId);
        return (
          <li key={p.id}>
            <Link
              href={`${ROUTES.proposal}/${p.id}`}
              className="block rounded-2xl border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-muted/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{p.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {viewerId === p.hirer_id ? 'Para' : 'De'}: {partyName(p.other)}
                  </p>
                </div>
                <ProposalStatusBadge status={p.status} />
              </div>
              <p className="mt-2 text-sm text-muted-foreground">
                {valueLabel(p)} · Entrega até {formatDay(p.due_date)}
                {p.round > 1 ? ` · Rodada ${p.round}` : ''}
              </p>
              {waiting ? (
                <p className="mt-2 text-sm">
                  <span className={waiting === 'Aguardando sua resposta' ? 'font-medium text-primary' : 'text-muted-foreground'}>
                    {waiting}
                  </span>
                  <span className="text-muted-foreground"> · expira em {momentLabel(p.expires_at)}</span>
                </p>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
