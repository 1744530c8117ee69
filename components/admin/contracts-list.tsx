// The contracts of one state (/admin/contratos): title (to the contract's page), the two parties,
// the value, the state and the last move; a dispute shows its reason and who opened it, with
// "Resolver disputa". Twenty at a time, read in the browser (contracts-screen.tsx).
import Link from 'next/link';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { ContractsPager } from '@/components/admin/contracts-pager';
import { PartyName } from '@/components/admin/contracts-party-name';
import { ResolveDisputeButton } from '@/components/admin/contracts-resolve-dispute';
import { ContractStatusBadge } from '@/components/hiring/status-badge';
import type { AdminContractTab, Keyset } from '@/lib/admin/contract-tabs';
import type { AdminContract, KeysetPage } from '@/lib/queries/admin-contracts';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from '@/lib/hiring/states';
import { ROUTES } from '@/lib/routes';
import { formatCents } from '@/lib/validation/br';
import { formatDate } from '@/lib/format/dates';

const EMPTY: Record<AdminContractTab, string> = {
  disputa: 'Nenhuma disputa aberta.',
  ativos: 'Nenhum contrato ativo.',
  entregues: 'Nenhum contrato aguardando aprovação da entrega.',
  alteracoes: 'Nenhum contrato com alterações solicitadas.',
  concluidos: 'Nenhum contrato concluído.',
  cancelados: 'Nenhum contrato cancelado.',
};

const sideOf = (contract: AdminContract, id: string | null) =>
  id === contract.hirer_id ? 'contratante' : id === contract.creator_id ? 'criador' : null;

function Dispute({ contract }: { contract: AdminContract }) {
  const side = sideOf(contract, contract.dispute_opened_by);
  const stage = contract.disputed_from ? CONTRACT_STATUS_LABELS[contract.disputed_from as ContractStatus] : null;
  return (
    <div className="grid gap-1">
      <p className="line-clamp-4 break-words whitespace-pre-wrap">{contract.dispute_reason}</p>
      <p className="text-xs text-muted-foreground">
        Aberta por {contract.openedBy?.name ?? 'perfil removido'}
        {side ? ` (${side})` : ''}
        {stage ? ` · na etapa “${stage}”` : ''}
      </p>
    </div>
  );
}

export function ContractsList({
  tab,
  after,
  page: { rows, next, error },
}: {
  tab: AdminContractTab;
  after: Keyset | null;
  page: KeysetPage<AdminContract>;
}) {
  const columns: AdminColumn[] = [
    { key: 'contract', header: 'Contrato' },
    ...(tab === 'disputa' ? [{ key: 'dispute', header: 'Disputa', className: 'min-w-56' }] : []),
    { key: 'hirer', header: 'Contratante' },
    { key: 'creator', header: 'Criador' },
    { key: 'value', header: 'Valor', className: 'whitespace-nowrap' },
    { key: 'status', header: 'Situação' },
    { key: 'updated', header: 'Atualizado', className: 'whitespace-nowrap' },
  ];
  return (
    <div className="min-w-0">
      <AdminTable
        label={tab === 'disputa' ? 'Contratos em disputa' : 'Contratos'}
        error={error}
        empty={after ? 'Não há contratos mais antigos.' : EMPTY[tab]}
        columns={columns}
        rows={rows.map((contract) => ({
          id: contract.id,
          cells: {
            contract: (
              <span className="grid gap-1">
                <Link href={`${ROUTES.contract}/${contract.id}`} className="font-medium break-words underline-offset-2 hover:underline">
                  {contract.title}
                </Link>
                {contract.resolution_reason ? (
                  <span className="text-xs break-words text-muted-foreground">Decisão da equipe: {contract.resolution_reason}</span>
                ) : null}
              </span>
            ),
            dispute: <Dispute contract={contract} />,
            hirer: <PartyName party={contract.hirer} />,
            creator: <PartyName party={contract.creator} />,
            value: contract.is_barter || contract.value_cents === null ? 'Permuta' : formatCents(contract.value_cents),
            // 'Alterações solicitadas' wraps in a 320 px card instead of widening it.
            status: (
              <span className="[&_[data-slot=badge]]:text-left [&_[data-slot=badge]]:whitespace-normal">
                <ContractStatusBadge status={contract.status} />
              </span>
            ),
            updated: formatDate(contract.updated_at, 'numericDateAndTime'),
          },
          actions: contract.status === 'disputed' ? <ResolveDisputeButton contractId={contract.id} title={contract.title} /> : undefined,
        }))}
      />
      {error ? null : <ContractsPager tab={tab} shown={rows.length} after={after} next={next} label="Páginas dos contratos" />}
    </div>
  );
}
