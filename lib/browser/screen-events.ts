// A browser-rendered screen (docs/architecture/page-pattern.md) reads its rows in the browser, so a
// write has to tell it to read them again: `router.refresh()` only renders the server's parts.
// A successful save announces it (useActionForm does after every save, through the viewer's
// event, and useScreenRefresh for writes made without a form); every useBrowserRead on the page
// reads again, keeping what it shows until the new rows arrive.
import { VIEWER_CHANGED_EVENT } from '@/lib/auth/viewer-events';

export const SCREEN_DATA_CHANGED_EVENT = 'conecta:screen-data-changed';

/** The events after which a screen's rows are read again. */
export const SCREEN_READ_AGAIN_EVENTS = [SCREEN_DATA_CHANGED_EVENT, VIEWER_CHANGED_EVENT] as const;

export function announceScreenDataChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SCREEN_DATA_CHANGED_EVENT));
}
