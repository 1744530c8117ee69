'use client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { announceScreenDataChange } from './screen-events';
import { pageReadsInBrowser } from './use-browser-read';

/**
 * What a write calls after it succeeds: the screen's browser reads run again (useBrowserRead), or,
 * on a page drawn by the server (a contract, a proposal, an onboarding step), the server renders
 * it again. A static document is not refreshed: its server parts are the same for everyone, and a
 * refresh would be a navigation the proxy may redirect (the gate's pending fields), scrolling the
 * page to the top.
 */
export function useScreenRefresh(): () => void {
  const router = useRouter();
  return useCallback(() => {
    if (pageReadsInBrowser()) announceScreenDataChange();
    else router.refresh();
  }, [router]);
}
