'use client';

import { MenuIcon } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { setMobileMenuOpen, useMobileMenuOpen } from './mobile-menu';

/** The top bar's menu toggle on small screens (docs/product/layout.md). Part of the static shell. */
export function MobileMenuButton() {
  const open = useMobileMenuOpen();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9 lg:hidden"
      aria-label="Abrir menu"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setMobileMenuOpen(true)}
    >
      <MenuIcon aria-hidden="true" className="size-5" />
    </Button>
  );
}

/**
 * The sidebar sliding in over an overlay on small screens, with the same entries as the fixed one.
 * Following one of its links closes it; so does choosing a locked entry, so its 'Perfil incompleto'
 * toast is seen (and read: while the sheet is open, everything outside it is hidden from screen
 * readers) over the page it is about.
 */
export function MobileSidebar({ header, children }: { header: ReactNode; children: ReactNode }) {
  const open = useMobileMenuOpen();
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href], [data-locked-entry]')) setMobileMenuOpen(false);
  };
  return (
    <Sheet open={open} onOpenChange={setMobileMenuOpen}>
      <SheetContent
        side="left"
        className="w-64 max-w-none gap-0 overflow-y-auto bg-sidebar p-0"
        aria-describedby={undefined}
        onClick={closeOnLink}
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <div className="flex h-16 shrink-0 items-center border-b border-sidebar-border px-4">{header}</div>
        {children}
      </SheetContent>
    </Sheet>
  );
}
