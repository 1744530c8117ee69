// The shell reads the signed-in person's own row in the browser (components/layout/viewer-provider.tsx)
// and keeps it across client navigations. A save that may change what the shell shows (name,
// avatar, category, the gate, accepted terms) announces it, and the shell reads the row again.

export const VIEWER_CHANGED_EVENT = 'conecta:viewer-changed';

export function announceViewerChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(VIEWER_CHANGED_EVENT));
}

/**
 * Each screen that opens asks the shell to read the row again (components/layout/browser-page.tsx):
 * what the database says about the account now (blocked, its category, the gate) decides the next
 * page, as the server's guard did when pages were rendered there. Not a change: the screens' own
 * reads do not run again for it. A reading under way answers it, and so does the visit's first
 * reading for the document's first screen.
 */
export const VIEWER_CHECK_EVENT = 'conecta:viewer-check';

export function checkViewerAgain(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(VIEWER_CHECK_EVENT));
}
