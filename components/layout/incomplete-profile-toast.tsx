'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';
import { PENDING_FIELDS_PARAM } from '@/lib/auth/pending-fields-param';
import { INCOMPLETE_PROFILE_TITLE, incompleteProfileMessage, type RequiredField } from '@/lib/profile/completeness';
import { removeQueryParam } from './remove-query-param';

/** 'Perfil incompleto' (docs/product/messages.md), shown once per redirect; the list comes validated from the server. */
export function IncompleteProfileToast({ fields }: { fields: readonly RequiredField[] }) {
  const description = incompleteProfileMessage(fields);
  useEffect(() => {
    // A fixed id: React's double effect in development and a re-render show one toast, not two.
    toast.warning(INCOMPLETE_PROFILE_TITLE, { id: 'perfil-incompleto', description });
    removeQueryParam(PENDING_FIELDS_PARAM);
  }, [description]);
  return null;
}
