import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContractList } from '@/components/hiring/contract-list';
import { HiringTabs } from '@/components/hiring/hiring-tabs';
import { ProposalList } from '@/components/hiring/proposal-list';
import { Screen } from '@/components/layout/screen';
import { PageLoading } from '@/components/layout/status-fallbacks';
import { requirePageAccess } from '@/lib/auth/page-access';
import { getHiringCounts, listContracts, listProposals } from '@/lib/data/hiring';
import { TAB_STATUS, chooseTab, tabLabel } from '@/lib/hiring/tabs';
import { CATEGORY_HIRER } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Contratos' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default function ContractsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Screen title="Contratos" description="Suas propostas e contratos: o que está em negociação, em andamento e concluído.">
      <Suspense fallback={<PageLoading />}>
        <Contracts searchParams={searchParams} />
      </Suspense>
    </Screen>
  );
}

async function Contracts({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requirePageAccess(ROUTES.contracts);
  const [{ aba }, counts] = await Promise.all([searchParams, getHiringCounts()]);
  const tab = chooseTab(typeof aba === 'string' ? aba : undefined, counts);
  const me = { id: viewer.id, side: viewer.category === CATEGORY_HIRER ? ('hirer' as const) : ('creator' as const) };
  return (
    <>
      <HiringTabs current={tab} counts={counts} />
      <h2 className="sr-only">{tabLabel(tab)}</h2>
      {tab === 'propostas' ? (
        <ProposalList proposals={await listProposals(me)} viewerId={viewer.id} />
      ) : (
        <ContractList
          contracts={await listContracts(me, [TAB_STATUS[tab]])}
          viewerId={viewer.id}
          empty={`Nenhum contrato ${tabLabel(tab).toLowerCase() === 'em disputa' ? 'em disputa' : `na aba "${tabLabel(tab)}"`}.`}
        />
      )}
    </>
  );
}
