'use client';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { announceScreenDataChange } from './screen-events';

/**
 * What a write made without a form calls after it succeeds: the screen's browser reads run again
 * (useBrowserRead) and the server's parts of the page, if any, render again.
 */
export function useScreenRefresh(): () => void {
  const router = useRouter();
  return useCallback(() => {
    announceScreenDataChange();
    router.refresh();
  }, [router]);
}
