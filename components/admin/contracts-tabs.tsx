// The tabs of /admin/contratos as links (?aba=): the contracts by state, disputes first, each with
// its count, then the reviews. Scrolls sideways on a phone, like the tabs of /contratos.
import Link from 'next/link';
import {
  ADMIN_CONTRACTS_TABS,
  REVIEWS_TAB,
  adminContractsHref,
  adminTabLabel,
  adminTabStatus,
  tabCountLabel,
  type AdminContractsTab,
  type StatusCounts,
} from '@/lib/admin/contract-tabs';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';

export function ContractsTabs({ current, counts }: { current: AdminContractsTab; counts: StatusCounts }) {
  return (
    <nav aria-label="Contratos por situação e avaliações" className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2">
        {ADMIN_CONTRACTS_TABS.map((tab) => {
          const count = tab === REVIEWS_TAB ? null : tabCountLabel(counts[adminTabStatus(tab)]);
          const active = tab === current;
          const urgent = tab === 'disputa' && (counts.disputed ?? 0) > 0;
          return (
            <li key={tab} className={cn(tab === REVIEWS_TAB && 'ml-2 border-l pl-4')}>
              <Link
                href={adminContractsHref(ROUTES.adminContracts, tab)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                  active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
                )}
              >
                {adminTabLabel(tab)}
                {count !== null ? (
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs',
                      active
                        ? 'bg-primary-foreground/20'
                        : urgent
                          ? 'bg-destructive text-destructive-foreground'
                          : 'bg-muted text-muted-foreground',
                    )}
                  >
                    {count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
