'use client';
// Asks before leaving a form with unsaved edits (docs/product/forms.md): closing or reloading the
// tab (the browser's own 'beforeunload' prompt), a link inside the app (a capture-phase click on
// the window, before Next.js' <Link> handles it) and the back button (an extra history entry on
// top of the form's page; going back from it lands on the same page, where we ask). One instance,
// in the root layout.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { hasUnsavedChanges, isLeaving, leaveWithoutAsking, subscribeUnsavedChanges } from '@/lib/forms/unsaved-changes';

export const DISCARD_TITLE = 'Descartar alterações?';
export const DISCARD_DESCRIPTION = 'Você tem alterações não salvas. Se sair agora, elas serão perdidas.';

const SENTINEL = '__unsavedGuard';

type Pending = { kind: 'link'; href: string; external: boolean } | { kind: 'back' };

const historyState = (): Record<string, unknown> => (window.history.state as Record<string, unknown> | null) ?? {};
const onSentinel = () => historyState()[SENTINEL] === true;
const pushSentinel = () => window.history.pushState({ ...historyState(), [SENTINEL]: true }, '', window.location.href);

/** A same-tab link to another page; null for new tabs, downloads, other schemes and links within the page. */
function leavingLink(event: MouseEvent): { href: string; external: boolean } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const here = new URL(window.location.href);
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search) return null;
  const external = url.origin !== here.origin;
  return { href: external ? url.href : `${url.pathname}${url.search}${url.hash}`, external };
}

export function UnsavedChangesGuard() {
  const router = useRouter();
  const active = useSyncExternalStore(subscribeUnsavedChanges, hasUnsavedChanges, () => false);
  const [pending, setPending] = useState<Pending | null>(null);
  const skipPop = useRef(false);

  // While a form is dirty: the extra history entry, and the three ways out.
  useEffect(() => {
    if (!active) {
      // Saved (or edits undone) on the same page: take the extra entry away again, quietly.
      if (!isLeaving() && !skipPop.current && onSentinel()) {
        skipPop.current = true;
        window.history.back();
      }
      return;
    }
    if (!skipPop.current && !onSentinel()) pushSentinel();

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isLeaving()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (isLeaving()) return;
      const link = leavingLink(event);
      if (!link) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setPending({ kind: 'link', ...link });
    };
    const onPopState = (event: PopStateEvent) => {
      if (isLeaving()) return;
      // Back from the extra entry: still on the form's page. Ask, and Next.js never hears of it.
      event.stopImmediatePropagation();
      setPending({ kind: 'back' });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [active]);

  // Registered first, so it runs before the listener above: the quiet 'back' that took the extra
  // entry away is no navigation; if the form became dirty meanwhile, the entry goes back on.
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      if (!skipPop.current) return;
      skipPop.current = false;
      event.stopImmediatePropagation();
      if (hasUnsavedChanges() && !onSentinel()) pushSentinel();
    };
    window.addEventListener('popstate', onPopState, true);
    return () => window.removeEventListener('popstate', onPopState, true);
  }, []);

  function stay() {
    if (pending?.kind === 'back') pushSentinel();
    setPending(null);
  }

  function leave() {
    const target = pending;
    setPending(null);
    if (!target) return;
    leaveWithoutAsking();
    if (target.kind === 'back') window.history.back();
    else if (target.external) window.location.assign(target.href);
    // The extra entry is replaced, so 'back' from the next page returns to the form's page once.
    else if (onSentinel()) router.replace(target.href);
    else router.push(target.href);
  }

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open ? undefined : stay())}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{DISCARD_TITLE}</DialogTitle>
          <DialogDescription>{DISCARD_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={stay}>
            Continuar editando
          </Button>
          <Button type="button" variant="destructive" onClick={leave}>
            Descartar e sair
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
