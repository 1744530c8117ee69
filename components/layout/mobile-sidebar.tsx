'use client';

import { MenuIcon } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

/**
 * Small screens (spec §2): the menu toggle of the top bar and the sidebar sliding in over an
 * overlay. It closes by itself once a link has taken the user to another page.
 */
export function MobileSidebar({ header, children }: { header: ReactNode; children: ReactNode }) {
  const pathname = usePathname();
  // Open only on the page where it was opened: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <Sheet open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9 lg:hidden" aria-label="Abrir menu">
          <MenuIcon aria-hidden="true" className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-64 max-w-none gap-0 overflow-y-auto bg-sidebar p-0" aria-describedby={undefined}>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <div className="flex h-16 shrink-0 items-center border-b border-sidebar-border px-4">{header}</div>
        {children}
      </SheetContent>
    </Sheet>
  );
}
