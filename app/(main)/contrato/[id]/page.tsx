import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ContractActions } from '@/components/hiring/contract-actions';
import { ContractReviews } from '@/components/hiring/contract-reviews';
import { ContractTimeline } from '@/components/hiring/contract-timeline';
import { DeliveryList } from '@/components/hiring/delivery-list';
import { PaymentRecord } from '@/components/hiring/payment-record';
import { ContractStatusBadge } from '@/components/hiring/status-badge';
import { TermsCard } from '@/components/hiring/terms-card';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { getContract, signedContractFiles } from '@/lib/data/hiring';
import { contractActions, sideOf } from '@/lib/hiring/states';
import { partyName } from '@/lib/queries/hiring';
import { ROUTES } from '@/lib/routes';
import { isUuid } from '@/lib/validation/uuid';

export const metadata: Metadata = { title: 'Contrato' };

type Params = Promise<{ id: string }>;

export default function ContractPage({ params }: { params: Params }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <ContractScreen params={params} />
    </Suspense>
  );
}

async function ContractScreen({ params }: { params: Params }) {
  const viewer = await requirePageAccess(ROUTES.contract);
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const contract = await getContract(id);
  if (!contract) notFound();
  const fileUrls = await signedContractFiles(contract);
  const side = sideOf(contract, viewer.id);
  const other = side === 'hirer' ? contract.creator : contract.hirer;
  const actions = contractActions(contract, viewer.id, {
    hasDeliveries: contract.deliveries.length > 0,
    hasReviewed: contract.reviews.some((r) => r.author_id === viewer.id),
  });
  return (
    <Screen title={contract.title} description={`Contrato entre ${partyName(contract.hirer)} e ${partyName(contract.creator)}.`}>
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <ContractStatusBadge status={contract.status} />
          <ContractNotice contract={contract} viewerId={viewer.id} />
        </div>
        <ContractActions
          contractId={contract.id}
          viewerId={viewer.id}
          actions={actions}
          otherName={partyName(other)}
          beyondIncluded={contract.revisions_used >= contract.revisions_included}
        />
        <ContractReviews contract={contract} viewerId={viewer.id} canReview={actions.includes('review')} />
        <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-5">
            <DeliveryList deliveries={contract.deliveries} fileUrls={fileUrls} />
            <TermsCard terms={contract} revisionsUsed={contract.revisions_used} />
          </div>
          <div className="grid content-start gap-5">
            <PaymentRecord
              contract={contract}
              receiptUrl={contract.payment_receipt_path ? fileUrls[contract.payment_receipt_path] : undefined}
            />
            <ContractTimeline contract={contract} />
            <Link href={`${ROUTES.proposal}/${contract.proposal_id}`} className="text-sm text-primary underline-offset-4 hover:underline">
              Ver a negociação da proposta
            </Link>
          </div>
        </div>
      </div>
    </Screen>
  );
}

/** What is waiting, in one sentence: an extra revision, a cancellation, a dispute, the review window. */
function ContractNotice({ contract, viewerId }: { contract: NonNullable<Awaited<ReturnType<typeof getContract>>>; viewerId: string }) {
  let text: string | null = null;
  if (contract.status === 'disputed') text = `Em análise pela equipe. Motivo: ${contract.dispute_reason ?? ''}`;
  else if (contract.extra_revision_comment) text = `Revisão extra pedida: ${contract.extra_revision_comment}`;
  else if (contract.cancel_requested_by)
    text = `${contract.cancel_requested_by === viewerId ? 'Você pediu' : 'A outra parte pediu'} o cancelamento: ${contract.cancel_reason ?? ''}`;
  else if (contract.status === 'cancelled' && (contract.cancel_reason || contract.resolution_reason))
    text = `Motivo: ${contract.resolution_reason ?? contract.cancel_reason}`;
  else if (contract.status === 'completed' && contract.resolution_reason) text = `Concluído pela equipe: ${contract.resolution_reason}`;
  return text ? <p className="text-sm break-words text-muted-foreground">{text}</p> : null;
}
