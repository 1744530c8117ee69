// The hiring figures of /dashboard (components/dashboard/hiring-items.ts), each a link.
import Link from 'next/link';
import type { HiringFigures } from '@/lib/queries/dashboard';
import { cn } from '@/lib/utils';
import { hiringItems } from './hiring-items';
import { Panel } from './stat';

export function HiringStats({ figures, profileId }: { figures: HiringFigures; profileId: string }) {
  return (
    <Panel title="Contratos">
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {hiringItems(figures, profileId).map((item) => (
          <li key={item.label} className={cn(item.wide && 'col-span-2 xl:col-span-1')}>
            <Link href={item.href} className="block h-full rounded-xl border p-3 hover:border-primary/40">
              <span className="block text-xs text-muted-foreground">{item.label}</span>
              <span
                className={cn(
                  'mt-1 block font-bold tracking-tight [overflow-wrap:anywhere]',
                  item.quiet ? 'text-base text-muted-foreground' : 'text-2xl',
                )}
              >
                {item.value}
              </span>
              {item.hint ? <span className="mt-0.5 block text-xs text-muted-foreground">{item.hint}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
