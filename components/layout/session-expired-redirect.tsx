'use client';

import { useEffect } from 'react';
import { SESSION_EXPIRED, loginPathFor } from '@/lib/auth/login-reason';
import { createClient } from '@/lib/supabase/client';
import { claimSignOutNavigation } from './sign-out-intent';

/**
 * docs/product/routes.md, "Sessions that end": the server found the session rejected (JWT expired, invalid token, not authenticated).
 * Signs out on this device and goes to /login, which shows 'Sessão expirada'.
 */
export function SessionExpiredRedirect() {
  useEffect(() => {
    claimSignOutNavigation();
    createClient()
      .auth.signOut({ scope: 'local' })
      .catch(() => undefined)
      .finally(() => window.location.replace(loginPathFor(SESSION_EXPIRED)));
  }, []);
  return (
    <p role="status" className="px-6 py-4 text-sm text-muted-foreground">
      Sessão expirada. Redirecionando...
    </p>
  );
}
