import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ProposalAnswers } from '@/components/hiring/proposal-answers';
import { ProposalRounds } from '@/components/hiring/proposal-rounds';
import { ProposalStatusBadge } from '@/components/hiring/status-badge';
import { TermsCard } from '@/components/hiring/terms-card';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { buttonVariants } from '@/components/ui/button';
import { requirePageAccess } from '@/lib/auth/page-access';
import { getProposal } from '@/lib/data/hiring';
import { momentLabel } from '@/lib/hiring/display';
import { proposalActions, proposalWaitingLabel } from '@/lib/hiring/states';
import { partyName } from '@/lib/queries/hiring';
import { ROUTES } from '@/lib/routes';
import { isUuid } from '@/lib/validation/uuid';

export const metadata: Metadata = { title: 'Proposta' };

type Params = Promise<{ id: string }>;

export default function ProposalPage({ params }: { params: Params }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <ProposalScreen params={params} />
    </Suspense>
  );
}

async function ProposalScreen({ params }: { params: Params }) {
  const viewer = await requirePageAccess(ROUTES.proposal);
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const proposal = await getProposal(id);
  if (!proposal) notFound();
  const mine = viewer.id === proposal.hirer_id ? 'hirer' : viewer.id === proposal.creator_id ? 'creator' : null;
  const other = mine === 'hirer' ? proposal.creator : proposal.hirer;
  const waiting = mine ? proposalWaitingLabel(proposal, viewer.id) : null;
  return (
    <Screen title={proposal.title} description={`Proposta de ${partyName(proposal.hirer)} para ${partyName(proposal.creator)}.`}>
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <ProposalStatusBadge status={proposal.status} />
          {waiting ? <span className="text-sm font-medium">{waiting}</span> : null}
          {proposal.status === 'pending' ? (
            <span className="text-sm text-muted-foreground">Expira em {momentLabel(proposal.expires_at)}</span>
          ) : null}
          {proposal.status === 'declined' && proposal.decline_reason ? (
            <span className="text-sm text-muted-foreground">Motivo: {proposal.decline_reason}</span>
          ) : null}
        </div>
        <ProposalAnswers
          actions={proposalActions(proposal, viewer.id)}
          terms={{
            id: proposal.id,
            valueCents: proposal.value_cents,
            isBarter: proposal.is_barter,
            dueDate: proposal.due_date,
            otherName: partyName(other),
          }}
        />
        {proposal.contractId ? (
          <Link href={`${ROUTES.contract}/${proposal.contractId}`} className={buttonVariants({ className: 'w-fit' })}>
            Ver contrato
          </Link>
        ) : null}
        <TermsCard terms={proposal} />
        <ProposalRounds rounds={proposal.rounds} hirer={proposal.hirer} creator={proposal.creator} hirerId={proposal.hirer_id} />
      </div>
    </Screen>
  );
}
