'use client';

import { LockIcon } from 'lucide-react';
import Link, { useLinkStatus } from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/lib/browser/use-media-query';
import { SIDEBAR_FIXED_QUERY } from '@/lib/constants';
import { isActiveEntry } from '@/lib/menu/active-entry';
import { pageHref } from '@/lib/menu/filter';
import { menuIcon } from '@/lib/menu/icons';
import type { RequiredField } from '@/lib/profile/completeness';
import { cn } from '@/lib/utils';
import { showIncompleteProfileToast } from './incomplete-profile-toast';
import { MobileSidebar } from './mobile-sidebar';
import { ReducedLogo } from './reduced-logo';

/** `locked`: the person cannot open it yet (lib/menu/locked-entries.ts). */
export type SidebarItem = { key: string; name: string; slug: string; icon: string | null; locked?: boolean };
export type SidebarGroup = { key: string; heading: string | null; items: SidebarItem[] };

export type SidebarMenuProps = {
  groups: SidebarGroup[];
  viewerId: string;
  logoSrc: string;
  /** What the 'Perfil incompleto' toast names when a locked entry is chosen. */
  pendingFields?: RequiredField[];
};

/**
 * The sidebar's entries for both screen sizes: in the fixed sidebar, drawn only on the large screens
 * that show it (a phone would draw and hide every entry while the page loads), and in the sheet the
 * top bar's toggle opens on small screens (drawn only while open). One copy of the entries reaches
 * the browser for both.
 */
export function SidebarMenu({ groups, viewerId, logoSrc, pendingFields = [] }: SidebarMenuProps) {
  const fixed = useMediaQuery(SIDEBAR_FIXED_QUERY);
  return (
    <>
      {fixed && groups.length > 0 ? (
        <SidebarLinks groups={groups} idPrefix="menu" viewerId={viewerId} pendingFields={pendingFields} />
      ) : null}
      <MobileSidebar header={<ReducedLogo src={logoSrc} />}>
        {groups.length > 0 ? (
          <SidebarLinks groups={groups} idPrefix="menu-movel" viewerId={viewerId} pendingFields={pendingFields} />
        ) : null}
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
export function SidebarLinks({
  groups,
  idPrefix,
  viewerId,
  pendingFields = [],
}: {
  groups: SidebarGroup[];
  idPrefix: string;
  viewerId: string;
  pendingFields?: RequiredField[];
}) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const lockHintId = `${idPrefix}-bloqueado`;
  const anyLocked = groups.some((group) => group.items.some((item) => item.locked));
  return (
    <nav aria-label="Menu principal" className="flex flex-col gap-5 px-3 py-4">
      {anyLocked ? (
        <p id={lockHintId} className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-950 ring-1 ring-amber-200">
          Complete o perfil da empresa para liberar as outras páginas.
        </p>
      ) : null}
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
                const Icon = menuIcon(item.icon);
                if (item.locked) {
                  return (
                    <li key={item.key}>
                      <LockedEntry
                        name={item.name}
                        Icon={Icon}
                        hintId={lockHintId}
                        onChoose={() => showIncompleteProfileToast(pendingFields)}
                      />
                    </li>
                  );
                }
                const active = isActiveEntry(href, pathname, searchParams, viewerId);
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

/**
 * An entry the person cannot open yet: shown dimmed with a lock, named '… (bloqueado)' and described
 * by the hint above the menu. It stays an enabled button (not aria-disabled, which tells assistive
 * technology it does nothing) because choosing it explains why: 'Perfil incompleto' with the
 * missing fields, every time.
 */
function LockedEntry({
  name,
  Icon,
  hintId,
  onChoose,
}: {
  name: string;
  Icon: ReturnType<typeof menuIcon>;
  hintId: string;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      aria-describedby={hintId}
      data-locked-entry
      onClick={onChoose}
      className={cn(
        'flex w-full cursor-not-allowed items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-muted-foreground transition-colors outline-none',
        'hover:bg-sidebar-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground/60" />
      <span className="min-w-0 flex-1 truncate">{name}</span>
      <LockIcon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      <span className="sr-only">(bloqueado)</span>
    </button>
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
