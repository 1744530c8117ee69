'use client';
// The reads of a browser-rendered screen (docs/architecture/page-pattern.md): run with the browser's
// Supabase client under RLS when the screen opens or its `key` changes (the URL's filters), and
// again after a write announces a change (lib/browser/screen-events.ts) or `reload()` is called.
// A new key shows 'Carregando...' (another filter's rows are never shown as this one's); reading
// the same key again keeps the rows on screen until the new ones arrive.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { createClient } from '@/lib/supabase/client';
import type { TypedSupabaseClient } from '@/lib/supabase/types';
import { SCREEN_READ_AGAIN_EVENTS } from './screen-events';

export type BrowserReadState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

export const READ_AGAIN_FAILED = 'Não foi possível atualizar esta página. Tente novamente em instantes.';

type Held<T> = { key: string; data: T };

/** How many browser reads are on the page now: a page with none is drawn by the server. */
let mountedReads = 0;

/** Whether the page on screen reads its rows in the browser (then a write reads them again there). */
export function pageReadsInBrowser(): boolean {
  return mountedReads > 0;
}

/**
 * `read` runs for each new `key`; only the latest answer is kept. `label` names the screen in the
 * console line of a failure.
 */
export function useBrowserRead<T>(
  key: string,
  read: (supabase: TypedSupabaseClient) => Promise<T>,
  label: string,
): { state: BrowserReadState<T>; reload: () => void } {
  const [held, setHeld] = useState<Held<T> | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  // The latest read function, so a new closure on each render does not start a read.
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  const reload = useCallback(() => setReads((n) => n + 1), []);

  useEffect(() => {
    const again = () => reload();
    mountedReads += 1;
    for (const name of SCREEN_READ_AGAIN_EVENTS) window.addEventListener(name, again);
    return () => {
      mountedReads -= 1;
      for (const name of SCREEN_READ_AGAIN_EVENTS) window.removeEventListener(name, again);
    };
  }, [reload]);

  const shownKey = held?.key ?? null;
  useEffect(() => {
    let current = true;
    readRef
      .current(createClient())
      .then((data) => {
        if (!current) return;
        const show = () => {
          setHeld({ key, data });
          setFailedKey(null);
        };
        // A key's first rows are drawn in a transition, in slices rather than one long task, so a
        // slow phone stays responsive while the screen fills. Rows read again after a write are
        // shown at once: the person is acting there, and their keyboard focus with them.
        if (shownKey === key) show();
        else startTransition(show);
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error(`[${label}] ${error instanceof Error ? error.message : String(error)}`);
        // Rows already on screen stay; a first read shows the error page with its retry.
        if (shownKey === key) toast.error(READ_AGAIN_FAILED);
        else setFailedKey(key);
      });
    return () => {
      current = false;
    };
    // shownKey is read for the failure's choice only; it must not start a read by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reads, label]);

  if (held && held.key === key) return { state: { status: 'ready', data: held.data }, reload };
  if (failedKey === key) return { state: { status: 'failed' }, reload };
  return { state: { status: 'loading' }, reload };
}
