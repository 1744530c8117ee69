'use client';

// Whether the sidebar is open on a small screen. The toggle sits in the top bar (static shell) and
// the sheet is drawn by the sidebar's entries (streamed), so they share this small store rather
// than a parent component: the entries are sent to the browser once for both screen sizes.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setMobileMenuOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useMobileMenuOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
