// The shell reads the signed-in person's own row in the browser (components/layout/viewer-provider.tsx)
// and keeps it across client navigations. A save that may change what the shell shows (name,
// avatar, category, the gate, accepted terms) announces it, and the shell reads the row again.

export const VIEWER_CHANGED_EVENT = 'conecta:viewer-changed';

export function announceViewerChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(VIEWER_CHANGED_EVENT));
}
