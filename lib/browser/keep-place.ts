'use client';
// Where the person is on a long form, kept across a save. A save re-renders around the control
// they saved from: the panel above shrinks or goes, a link appears, and a save whose action sets
// the session cookies makes Next.js apply the page again as a navigation, which now and then
// scrolls it to the top (seen on a busy machine). The browser's scroll anchoring covers the first
// cases most of the time; this covers them all: the focused control's distance from the top of the
// window is noted when the save starts and put back frame by frame until a moment after it ends,
// unless the person scrolls or moves on meanwhile.
const SETTLE_MS = 1_500;
const PERSON_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/** Starts keeping the focused control where it is; the returned function ends that a moment later. */
export function keepPlace(): () => void {
  const anchor = document.activeElement;
  if (!(anchor instanceof HTMLElement) || anchor === document.body) return () => undefined;
  const top = anchor.getBoundingClientRect().top;
  let until = Number.POSITIVE_INFINITY;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const name of PERSON_EVENTS) window.removeEventListener(name, stop, true);
  };
  for (const name of PERSON_EVENTS) window.addEventListener(name, stop, { capture: true, passive: true });
  const keep = () => {
    if (stopped) return;
    if (!anchor.isConnected || performance.now() > until) return stop();
    const moved = anchor.getBoundingClientRect().top - top;
    if (Math.abs(moved) > 1) window.scrollBy({ top: moved, behavior: 'instant' });
    requestAnimationFrame(keep);
  };
  requestAnimationFrame(keep);
  return () => {
    until = Math.min(until, performance.now() + SETTLE_MS);
  };
}
