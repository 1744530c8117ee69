'use client';

import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus goes back to what opened a dialog when it closes. Radix does this only for its own
 * `Trigger`; our dialogs are mostly opened from ordinary buttons through `open` state, so the
 * element that had focus when the dialog opened is remembered and focused again on close (when it
 * is still on the page). A caller's own handler runs first and may take over with preventDefault().
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
