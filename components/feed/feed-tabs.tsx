// The feed's tabs, "Seguindo" and "Para você": links, the tab is in the URL.
import { IntentLink } from '@/components/layout/intent-link';
import { ROUTES } from '@/lib/routes';
import { cn } from '@/lib/utils';

const TABS = [
  { tab: 'following', label: 'Seguindo', href: `${ROUTES.feed}?tab=seguindo` },
  { tab: 'all', label: 'Para você', href: `${ROUTES.feed}?tab=para-voce` },
] as const;

export function FeedTabs({ tab }: { tab: 'following' | 'all' }) {
  return (
    <nav aria-label="Abas do feed" className="flex gap-1 rounded-xl bg-muted p-1">
      {TABS.map((t) => (
        <IntentLink
          key={t.tab}
          href={t.href}
          aria-current={t.tab === tab ? 'page' : undefined}
          className={cn(
            'flex-1 rounded-lg px-3 py-2 text-center text-sm font-medium transition-colors',
            t.tab === tab ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t.label}
        </IntentLink>
      ))}
    </nav>
  );
}
