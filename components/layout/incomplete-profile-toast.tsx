'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { PENDING_FIELDS_PARAM } from '@/lib/auth/pending-fields-param';
import { INCOMPLETE_PROFILE_TITLE, incompleteProfileMessage, type RequiredField } from '@/lib/profile/completeness';

// One id for every 'Perfil incompleto': showing it again while it is on screen refreshes that toast
// (and its timer) instead of stacking copies, and React's double effect in development shows one.
const TOAST_ID = 'perfil-incompleto';

const showToast = (description: string) => toast.warning(INCOMPLETE_PROFILE_TITLE, { id: TOAST_ID, description });

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
