'use client';

import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isAuthSessionMissing } from '@/lib/auth/session-errors';
import { ROUTES } from '@/lib/routes';
import { createClient } from '@/lib/supabase/client';
import { cn } from '@/lib/utils';
import { claimSignOutNavigation } from './sign-out-intent';

/**
 * 'Sair' (docs/product/routes.md, "Sessions that end"). Signs out with the browser client, so the refresh token is revoked and
 * the other tabs hear SIGNED_OUT. Without a session there is nothing to revoke: a silent local
 * logout. Any other failure keeps the user signed in and says so.
 */
export function SignOutButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const auth = createClient().auth;
    const release = claimSignOutNavigation();
    try {
      let { error } = await auth.signOut();
      if (error && isAuthSessionMissing(error)) ({ error } = await auth.signOut({ scope: 'local' }));
      if (error) throw error;
    } catch {
      release();
      setBusy(false);
      toast.error('Erro ao sair', { description: 'Ocorreu um erro ao tentar sair. Por favor, tente novamente.' });
      return;
    }
    // A full navigation: no page of the signed-in app stays in the router cache.
    window.location.replace(ROUTES.login);
  }

  return (
    <Button variant="ghost" size="sm" className={cn('h-9 gap-1.5 px-2.5 text-sm', className)} onClick={signOut} disabled={busy}>
      {busy ? <Spinner /> : <LogOutIcon aria-hidden="true" />}
      Sair
    </Button>
  );
}
