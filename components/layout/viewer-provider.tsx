'use client';
// The signed-in person as the shell shows them (docs/architecture/page-pattern.md): the pages of
// (main) and (admin) are static documents, so who is asking is read here, in the browser, once per
// visit: the session the browser already holds (no request), then the own profile row with the
// unread counters (one read by primary key through the Data API, under RLS) and, beside it, the
// permission table the menu and the page guard use and the current terms' version. The top bar, the
// sidebar, the terms prompt and the browser-rendered pages read it with useViewerContext(). The row is
// read again when the session changes and when a save announces a change (lib/auth/viewer-events.ts).
//
// The viewer lives in a small store outside React (useSyncExternalStore), not in a context value:
// a context change would travel through the page below the shell, and React gives up the server's
// HTML of a streamed boundary that receives an update before it has hydrated. Only the components
// that read the viewer re-render when it arrives.
import { createContext, useContext, useDeferredValue, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { isSessionExpiredError, type ErrorLike } from '@/lib/auth/session-errors';
import { decodeTokenPayload, viewerFromClaims } from '@/lib/auth/viewer';
import { VIEWER_CHANGED_EVENT, VIEWER_CHECK_EVENT } from '@/lib/auth/viewer-events';
import type { ViewerState } from '@/lib/auth/page-verdict';
import { readOwnRow } from '@/lib/profile/own-row';
import { startRouteEarlyReads } from '@/lib/browser/route-early-reads';
import { RETRY_ONCE, withRetry } from '@/lib/data/retry';
import { readMenuPages } from '@/lib/queries/menu';
import { readCurrentTermsVersion } from '@/lib/queries/terms';
import { NO_UNREAD } from '@/lib/profile/unread-counts';
import { createClient } from '@/lib/supabase/client';

// The screen's own first read, when it has one, starts with the shell's module, as the document
// begins to hydrate: the page's part of it runs only after the shell has read the viewer.
if (typeof window !== 'undefined') startRouteEarlyReads(window.location);

/** What the static shell was built with, the same for everyone. */
export type ShellData = { logoSrc: string };

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

const orNull = <T,>(read: Promise<T>, what: string): Promise<T | null> =>
  read.catch((error: Error) => {
    console.error(`[${what}] ${error.message}`);
    return null;
  });

/** The viewer as the browser's session and the database describe it now; `onToken` learns which session it read. */
async function readViewer(onToken: (token: string | null) => void): Promise<ViewerState> {
  const supabase = createClient();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token ?? null;
  onToken(token);
  const viewer = token ? viewerFromClaims(decodeTokenPayload(token)) : null;
  if (!viewer) return { status: 'signed-out' };
  // The menu's permission table and the current terms are read beside the row: always as they are
  // now (an administrator's change shows at the next visit). The menu is retried once, like the
  // row (docs/product/deviations.md, "Retries"); a failure leaves them out.
  const shared = Promise.all([
    orNull(
      withRetry(() => readMenuPages(supabase), RETRY_ONCE),
      'menu',
    ),
    orNull(readCurrentTermsVersion(supabase), 'terms'),
  ]);
  try {
    const [{ profile, unread }, [pages, termsVersion]] = await Promise.all([readOwnRow(supabase, viewer.id), shared]);
    const category = profile?.category ?? null;
    return { status: 'ready', viewer: { ...viewer, category }, profile, counts: unread, rowFailed: false, pages, termsVersion };
  } catch (error) {
    if (isSessionExpiredError(error as ErrorLike)) return { status: 'expired' };
    console.error(`[viewer] ${(error as Error).message}`);
    const [pages, termsVersion] = await shared;
    return { status: 'ready', viewer, profile: null, counts: NO_UNREAD, rowFailed: true, pages, termsVersion };
  }
}

/** Reads the viewer while the shell is on screen; gives the shell's static data to its parts. */
export function ViewerProvider({ shell, children }: { shell: ShellData; children: ReactNode }) {
  useEffect(() => {
    let latest = 0;
    // The token of the latest reading: the client announces the session it started with as
    // SIGNED_IN too, which is no reason to read the same viewer twice.
    let readToken: string | null = null;
    let inflight: Promise<void> = Promise.resolve();
    let reading = false;
    const load = () => {
      const ticket = ++latest;
      reading = true;
      inflight = readViewer((token) => {
        if (ticket === latest) readToken = token;
      })
        .then((state) => {
          if (ticket === latest) publish(state);
        })
        .finally(() => {
          if (ticket === latest) reading = false;
        });
    };
    // Whoever the store held before (a session that ended within this tab) is not shown again.
    publish(LOADING);
    load();
    const {
      data: { subscription },
    } = createClient().auth.onAuthStateChange((event, session) => {
      // A new token can carry a new gate (a save refreshed it); SIGNED_OUT is the AuthListener's.
      // A verified two-step code too: the new token says the account has a factor.
      if (event !== 'SIGNED_IN' && event !== 'TOKEN_REFRESHED' && event !== 'USER_UPDATED' && event !== 'MFA_CHALLENGE_VERIFIED') return;
      // Compared once the reading under way knows its token.
      void inflight.then(() => {
        if (session?.access_token !== readToken) load();
      });
    });
    const reload = () => load();
    // A screen opened by a client navigation: read again, unless a reading is under way and will
    // answer it. The document's own first screen is answered by the reading started with the
    // shell, even when that screen mounts after the reading has finished (a Suspense boundary
    // drawn after hydration): its check comes from the address the shell read on.
    const firstAddress = window.location.pathname + window.location.search;
    let firstScreenChecked = false;
    const check = () => {
      const first = !firstScreenChecked && window.location.pathname + window.location.search === firstAddress;
      firstScreenChecked = true;
      if (!reading && !first) load();
    };
    window.addEventListener(VIEWER_CHANGED_EVENT, reload);
    window.addEventListener(VIEWER_CHECK_EVENT, check);
    return () => {
      latest = -1;
      subscription.unsubscribe();
      window.removeEventListener(VIEWER_CHANGED_EVENT, reload);
      window.removeEventListener(VIEWER_CHECK_EVENT, check);
    };
  }, []);

  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

/** Who is asking ('loading' on the server and until the browser has read it), and the shell's data. */
export function useViewerContext(): { state: ViewerState; shell: ShellData } {
  const shell = useContext(ShellContext);
  // Deferred: a store's change renders synchronously, in one long task that freezes a slow phone
  // while the whole screen under the guard is drawn; the deferred pass is drawn in slices.
  const state = useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => current,
      () => LOADING,
    ),
  );
  if (!shell) throw new Error('useViewerContext outside ViewerProvider');
  return { state, shell };
}
