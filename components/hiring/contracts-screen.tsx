'use client';
// /contratos (docs/product/hiring.md): a static document; the guard, the counts of the tabs and the
// open tab's proposals or contracts are read here, in the browser, under RLS (?aba= chooses the tab;
// without it, the one that needs the person, from the counts).
import { useSearchParams } from 'next/navigation';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import type { Viewer } from '@/lib/auth/viewer';
import { CATEGORY_HIRER } from '@/lib/constants';
import { TAB_STATUS, chooseTab, isHiringTab, tabLabel, type HiringTab } from '@/lib/hiring/tabs';
import {
  readContracts,
  readHiringCounts,
  readProposals,
  type ContractListItem,
  type HiringCounts,
  type ProposalListItem,
} from '@/lib/queries/hiring';
import { ROUTES } from '@/lib/routes';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { ContractList } from './contract-list';
import { HiringTabs } from './hiring-tabs';
import { ProposalList } from './proposal-list';

type TabRows =
  { tab: 'propostas'; proposals: ProposalListItem[] } | { tab: Exclude<HiringTab, 'propostas'>; contracts: ContractListItem[] };
type Loaded = { counts: HiringCounts; rows: TabRows };

async function readTab(supabase: TypedSupabaseClient, viewer: Viewer, tab: HiringTab): Promise<TabRows> {
  const me = { id: viewer.id, side: viewer.category === CATEGORY_HIRER ? ('hirer' as const) : ('creator' as const) };
  if (tab === 'propostas') return { tab, proposals: await readProposals(supabase, me) };
  return { tab, contracts: await readContracts(supabase, me, [TAB_STATUS[tab]]) };
}

/** The counts and the tab's rows: side by side when the address names a tab, else the counts choose it. */
async function readContractsPage(supabase: TypedSupabaseClient, viewer: Viewer, requested: string | null): Promise<Loaded> {
  if (isHiringTab(requested)) {
    const [counts, rows] = await Promise.all([readHiringCounts(supabase), readTab(supabase, viewer, requested)]);
    return { counts, rows };
  }
  const counts = await readHiringCounts(supabase);
  return { counts, rows: await readTab(supabase, viewer, chooseTab(undefined, counts)) };
}

export function ContractsScreen() {
  return <BrowserPage route={ROUTES.contracts}>{(viewer) => <Contracts viewer={viewer} />}</BrowserPage>;
}

function Contracts({ viewer }: { viewer: Viewer }) {
  const requested = useSearchParams().get('aba');
  return (
    <BrowserRead
      readKey={`${viewer.id}:${viewer.category}:${requested ?? ''}`}
      read={(supabase) => readContractsPage(supabase, viewer, requested)}
      label="contracts"
    >
      {({ counts, rows }) => (
        <>
          <HiringTabs current={rows.tab} counts={counts} />
          <h2 className="sr-only">{tabLabel(rows.tab)}</h2>
          {rows.tab === 'propostas' ? (
            <ProposalList proposals={rows.proposals} viewerId={viewer.id} />
          ) : (
            <ContractList
              contracts={rows.contracts}
              viewerId={viewer.id}
              empty={`Nenhum contrato ${tabLabel(rows.tab).toLowerCase() === 'em disputa' ? 'em disputa' : `na aba "${tabLabel(rows.tab)}"`}.`}
            />
          )}
        </>
      )}
    </BrowserRead>
  );
}
