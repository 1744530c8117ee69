'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { PENDING_FIELDS_PARAM } from '@/lib/auth/pending-fields-param';
import { INCOMPLETE_PROFILE_TITLE, incompleteProfileMessage, type RequiredField } from '@/lib/profile/completeness';

// One 'Perfil incompleto' at a time: showing it again while it is on screen refreshes that toast
// (its text and its timer) instead of stacking copies, and React's double effect in development
// shows one. Once it starts to close it is not reused: sonner removes a closing toast a moment
// later by its id, and a refresh landing in that moment (a save just as the toast timed out)
// would vanish with it, so the next one is a new toast under a new id.
const TOAST_ID = 'perfil-incompleto';
let generation = 0;
let onScreen = false;

function showToast(description: string): void {
  if (!onScreen) generation += 1;
  onScreen = true;
  const id = `${TOAST_ID}-${generation}`;
  const closing = () => {
    if (id === `${TOAST_ID}-${generation}`) onScreen = false;
  };
  toast.warning(INCOMPLETE_PROFILE_TITLE, { id, description, onAutoClose: closing, onDismiss: closing });
}

/** 'Perfil incompleto' (docs/product/messages.md) with the fields still missing. */
export function showIncompleteProfileToast(fields: readonly RequiredField[]): void {
  showToast(incompleteProfileMessage(fields));
}

/** The toast after the proxy's redirect, shown once per redirect; the list comes validated from the server. */
export function IncompleteProfileToast({ fields }: { fields: readonly RequiredField[] }) {
  const router = useRouter();
  const description = incompleteProfileMessage(fields);
  useEffect(() => {
    showToast(description);
    // The one-shot parameter leaves through the router, not history.replaceState: the page is keyed
    // by its search parameters, so the first refresh after a save would otherwise mount the page
    // anew, dropping what the form holds and scrolling to the top (docs/product/accounts.md).
    const url = new URL(window.location.href);
    if (!url.searchParams.has(PENDING_FIELDS_PARAM)) return;
    url.searchParams.delete(PENDING_FIELDS_PARAM);
    router.replace(`${url.pathname}${url.search}${url.hash}`, { scroll: false });
  }, [description, router]);
  return null;
}
