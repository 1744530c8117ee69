'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';
import { LOGIN_REASONS, LOGIN_REASON_PARAM, readLoginReason } from '@/lib/auth/login-reason';
import { removeQueryParam } from './remove-query-param';

/**
 * On /login: the toast for the known reason code in the URL ('Sessão expirada', docs/product/messages.md). Reads
 * window.location so the statically rendered login page needs no Suspense boundary.
 */
export function LoginReasonToast() {
  useEffect(() => {
    const reason = readLoginReason(window.location.search);
    if (!reason) return;
    const { title, description } = LOGIN_REASONS[reason];
    toast.error(title, { id: `login-${reason}`, description });
    removeQueryParam(LOGIN_REASON_PARAM);
  }, []);
  return null;
}
