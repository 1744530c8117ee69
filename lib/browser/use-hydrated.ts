'use client';
// Whether React has taken over the page in this browser: false in the server's HTML and while
// hydrating, true after. A form keeps its submit button disabled until then: clicked earlier, the
// browser would send the form itself (a GET to the same address, the fields in the URL, a password
// too) or the form's values typed before hydration would be lost.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
