// The tabs of /contratos as links (?aba=), each with its count; scrolls sideways on a phone.
import Link from 'next/link';
import { HIRING_TABS, tabCount, tabLabel, type HiringTab } from '@/lib/hiring/tabs';
import type { HiringCounts } from '@/lib/queries/hiring';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';

export function HiringTabs({ current, counts }: { current: HiringTab; counts: HiringCounts }) {
  return (
    <nav aria-label="Situação" className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2">
        {HIRING_TABS.map((tab) => {
          const count = tabCount(tab, counts);
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                href={`${ROUTES.contracts}?aba=${tab}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                  active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
                )}
              >
                {tabLabel(tab)}
                <span className={cn('rounded-full px-1.5 text-xs', active ? 'bg-primary-foreground/20' : 'bg-muted text-muted-foreground')}>
                  {count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
