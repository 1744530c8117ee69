'use client';

import Link, { useLinkStatus } from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Spinner } from '@/components/ui/spinner';
import { isActiveEntry } from '@/lib/menu/active-entry';
import { pageHref } from '@/lib/menu/filter';
import { menuIcon } from '@/lib/menu/icons';
import { cn } from '@/lib/utils';
import { MobileSidebar } from './mobile-sidebar';
import { ReducedLogo } from './reduced-logo';

export type SidebarItem = { key: string; name: string; slug: string; icon: string | null };
export type SidebarGroup = { key: string; heading: string | null; items: SidebarItem[] };

export type SidebarMenuProps = { groups: SidebarGroup[]; viewerId: string; logoSrc: string };

/**
 * The sidebar's entries for both screen sizes: in the fixed sidebar, and in the sheet the top bar's
 * toggle opens on small screens (drawn only while open). One copy of the entries reaches the
 * browser for both.
 */
export function SidebarMenu({ groups, viewerId, logoSrc }: SidebarMenuProps) {
  return (
    <>
      {groups.length > 0 ? <SidebarLinks groups={groups} idPrefix="menu" viewerId={viewerId} /> : null}
      <MobileSidebar header={<ReducedLogo src={logoSrc} />}>
        {groups.length > 0 ? <SidebarLinks groups={groups} idPrefix="menu-movel" viewerId={viewerId} /> : null}
      </MobileSidebar>
    </>
  );
}

/**
 * The sidebar entries (docs/product/menu.md): section headings, then links to /{slug} with their
 * icon. Client side because the active entry follows client navigations, which do not re-render
 * the layout. `viewerId` tells one's own profile ("Meu perfil") from someone else's at
 * /profile-user?id=.
 */
export function SidebarLinks({ groups, idPrefix, viewerId }: { groups: SidebarGroup[]; idPrefix: string; viewerId: string }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return (
    <nav aria-label="Menu principal" className="flex flex-col gap-5 px-3 py-4">
      {groups.map((group) => {
        const headingId = group.heading ? `${idPrefix}-${group.key}` : undefined;
        return (
          <div key={group.key} className="grid gap-1">
            {group.heading ? (
              <h2 id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {group.heading}
              </h2>
            ) : null}
            <ul aria-labelledby={headingId} className="grid gap-0.5">
              {group.items.map((item) => {
                const href = pageHref(item.slug);
                const active = isActiveEntry(href, pathname, searchParams, viewerId);
                const Icon = menuIcon(item.icon);
                return (
                  <li key={item.key}>
                    <Link
                      href={href}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-sidebar-foreground/80 transition-colors outline-none',
                        'hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                        active && 'bg-sidebar-accent font-semibold text-sidebar-accent-foreground',
                      )}
                    >
                      <Icon aria-hidden="true" className={cn('size-4 shrink-0', active ? 'text-primary' : 'text-muted-foreground')} />
                      <span className="min-w-0 flex-1 truncate">{item.name}</span>
                      <PendingMark />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** While the page behind a link loads: 'Carregando...' for screen readers, a spinner for the eye. */
function PendingMark() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className="inline-flex">
      <Spinner className="size-3.5 text-muted-foreground" />
      <span className="sr-only">Carregando...</span>
    </span>
  );
}
