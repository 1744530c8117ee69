// /admin/contratos: the tabs (the contracts by state, disputes first, then the reviews) and the
// open tab's list. The counts and the list are read together when the address names the tab;
// without one, the counts choose it (the disputes when there are any).
import { ContractsList } from '@/components/admin/contracts-list';
import { ContractsTabs } from '@/components/admin/contracts-tabs';
import { ReviewsModeration } from '@/components/admin/reviews-moderation';
import { REVIEWS_TAB, chooseAdminTab, parseAdminTab, type Keyset } from '@/lib/admin/contract-tabs';
import { countContractsByStatus } from '@/lib/data/admin-contracts';

export async function ContractsScreen({ requested, after }: { requested: string | undefined; after: Keyset | null }) {
  const counting = countContractsByStatus();
  const tab = parseAdminTab(requested) ?? chooseAdminTab(undefined, await counting);
  const [counts, content] = await Promise.all([
    counting,
    tab === REVIEWS_TAB ? ReviewsModeration({ after }) : ContractsList({ tab, after }),
  ]);
  return (
    <div className="min-w-0">
      <ContractsTabs current={tab} counts={counts} />
      {content}
    </div>
  );
}
