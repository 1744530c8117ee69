'use client';
// /admin/contratos: the tabs (the contracts by state, disputes first, then the reviews) and the
// open tab's list. A static document (docs/architecture/page-pattern.md): the guard and the reads
// run here, in the browser, under RLS (lib/queries/admin-contracts.ts). The counts and the list
// are read together when the address names the tab; without one, the counts choose it.
import { useSearchParams } from 'next/navigation';
import { ContractsList } from '@/components/admin/contracts-list';
import { ContractsTabs } from '@/components/admin/contracts-tabs';
import { ReviewsModeration } from '@/components/admin/reviews-moderation';
import { BrowserPage } from '@/components/layout/browser-page';
import { BrowserRead } from '@/components/layout/browser-read';
import { parseKeyset } from '@/lib/admin/contract-tabs';
import { readContractsScreen } from '@/lib/queries/admin-contracts';
import { ROUTES } from '@/lib/routes';

export function ContractsScreen() {
  return <BrowserPage route={ROUTES.adminContracts}>{() => <Contracts />}</BrowserPage>;
}

function Contracts() {
  const params = useSearchParams();
  const requested = params.get('aba') ?? undefined;
  const after = parseKeyset(params.get('antes') ?? undefined);
  const key = `${requested ?? ''}:${after ? `${after.at}_${after.id}` : ''}`;
  return (
    <BrowserRead readKey={key} read={(supabase) => readContractsScreen(supabase, requested, after)} label="admin-contracts">
      {({ tab, counts, content }) => (
        <div className="min-w-0">
          <ContractsTabs current={tab} counts={counts} />
          {content.kind === 'reviews' ? (
            <ReviewsModeration after={after} published={content.published} hidden={content.hidden} />
          ) : (
            <ContractsList tab={content.tab} after={after} page={content.page} />
          )}
        </div>
      )}
    </BrowserRead>
  );
}
