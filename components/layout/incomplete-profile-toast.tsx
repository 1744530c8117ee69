'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { PENDING_FIELDS_PARAM } from '@/lib/auth/pending-fields-param';
import { INCOMPLETE_PROFILE_TITLE, incompleteProfileMessage, type RequiredField } from '@/lib/profile/completeness';

/** 'Perfil incompleto' (docs/product/messages.md), shown once per redirect; the list comes validated from the server. */
export function IncompleteProfileToast({ fields }: { fields: readonly RequiredField[] }) {
  const router = useRouter();
  const description = incompleteProfileMessage(fields);
  useEffect(() => {
    // A fixed id: React's double effect in development and a re-render show one toast, not two.
    toast.warning(INCOMPLETE_PROFILE_TITLE, { id: 'perfil-incompleto', description });
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
