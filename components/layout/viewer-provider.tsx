'use client';
// The signed-in person as the shell shows them (docs/architecture/page-pattern.md): the pages of
// (main) and (admin) are static documents, so who is asking is read here, in the browser, once per
// visit: the session the browser already holds (no request), then the own profile row with the
// unread counters (one read by primary key through the Data API, under RLS). The top bar, the
// sidebar, the terms prompt and the browser-rendered pages read it with useViewerContext(). The row is
// read again when the session changes and when a save announces a change (lib/auth/viewer-events.ts).
//
// The viewer lives in a small store outside React (useSyncExternalStore), not in a context value:
// a context change would travel through the page below the shell, and React gives up the server's
// HTML of a streamed boundary that receives an update before it has hydrated. Only the components
// that read the viewer re-render when it arrives.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { isSessionExpiredError, type ErrorLike } from '@/lib/auth/session-errors';
import { decodeTokenPayload, viewerFromClaims } from '@/lib/auth/viewer';
import { VIEWER_CHANGED_EVENT } from '@/lib/auth/viewer-events';
import type { MenuPage } from '@/lib/menu/types';
import type { ViewerState } from '@/lib/auth/page-verdict';
import { readOwnRow } from '@/lib/profile/own-row';
import { NO_UNREAD } from '@/lib/profile/unread-counts';
import { createClient } from '@/lib/supabase/client';

/** What the static shell was built with, the same for everyone. */
export type ShellData = {
  /** Every page with its permission rows (null: the table could not be read). */
  pages: MenuPage[] | null;
  /** The current terms of use (null: none published, or unreadable). */
  termsVersion: number | null;
  logoSrc: string;
};

export type { ViewerState };

const ShellContext = createContext<ShellData | null>(null);

const LOADING: ViewerState = { status: 'loading' };
let current: ViewerState = LOADING;
const listeners = new Set<() => void>();

function publish(next: ViewerState): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function readViewer(): Promise<ViewerState> {
  const supabase = createClient();
  const { data } = await supabase.auth.getSession();
  const viewer = data.session ? viewerFromClaims(decodeTokenPayload(data.session.access_token)) : null;
  if (!viewer) return { status: 'signed-out' };
  try {
    const { profile, unread } = await readOwnRow(supabase, viewer.id);
    return { status: 'ready', viewer: { ...viewer, category: profile?.category ?? null }, profile, counts: unread, rowFailed: false };
  } catch (error) {
    if (isSessionExpiredError(error as ErrorLike)) return { status: 'expired' };
    console.error(`[viewer] ${(error as Error).message}`);
    return { status: 'ready', viewer, profile: null, counts: NO_UNREAD, rowFailed: true };
  }
}

/** Reads the viewer while the shell is on screen; gives the shell's static data to its parts. */
export function ViewerProvider({ shell, children }: { shell: ShellData; children: ReactNode }) {
  useEffect(() => {
    let latest = 0;
    const load = () => {
      const ticket = ++latest;
      void readViewer().then((next) => {
        if (ticket === latest) publish(next);
      });
    };
    // Whoever the store held before (a session that ended within this tab) is not shown again.
    publish(LOADING);
    load();
    const {
      data: { subscription },
    } = createClient().auth.onAuthStateChange((event) => {
      // A new token can carry a new gate (a save refreshed it); SIGNED_OUT is the AuthListener's.
      if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED') load();
    });
    window.addEventListener(VIEWER_CHANGED_EVENT, load);
    return () => {
      latest = -1;
      subscription.unsubscribe();
      window.removeEventListener(VIEWER_CHANGED_EVENT, load);
    };
  }, []);

  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

/** Who is asking ('loading' on the server and until the browser has read it), and the shell's data. */
export function useViewerContext(): { state: ViewerState; shell: ShellData } {
  const shell = useContext(ShellContext);
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => LOADING,
  );
  if (!shell) throw new Error('useViewerContext outside ViewerProvider');
  return { state, shell };
}
