'use client';
// Removing an authenticator app asks first (docs/product/two-step.md). Auth's unenroll needs this
// session at aal2 for a verified app, which the proxy already guarantees on /profile.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { UNEXPECTED_AUTH_ERROR, type AuthErrorLike } from '@/lib/auth/auth-error-message';
import { twoStepFailure } from '@/lib/auth/two-step-error';
import { createClient } from '@/lib/supabase/client';
import type { AppEntry } from '@/lib/two-step/factors';

export function RemoveAppDialog({
  app,
  lastOne,
  onClose,
  onRemoved,
}: {
  app: AppEntry | null;
  /** The account's only verified app: removing it turns two-step verification off. */
  lastOne: boolean;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const [busy, setBusy] = useState(false);

  async function remove(target: AppEntry) {
    setBusy(true);
    let error: AuthErrorLike = null;
    try {
      const auth = createClient().auth;
      ({ error } = await auth.mfa.unenroll({ factorId: target.id }));
      // A new token, so the claims say the account has no verified factor any more.
      if (!error) await auth.refreshSession();
    } catch {
      error = { message: UNEXPECTED_AUTH_ERROR };
    }
    setBusy(false);
    if (error) {
      toast.error('Não foi possível remover o aplicativo', { description: twoStepFailure(error).message, id: 'two-step-remove' });
      return;
    }
    toast.success(lastOne ? 'Verificação em duas etapas desativada.' : 'Aplicativo removido.');
    onRemoved();
  }

  return (
    <Dialog open={app !== null} onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remover {app?.name}?</DialogTitle>
          <DialogDescription>
            {lastOne
              ? 'É o único aplicativo da sua conta: a verificação em duas etapas será desativada e o acesso voltará a pedir só a senha.'
              : 'Esse aplicativo deixará de gerar códigos válidos para a sua conta.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="button" variant="destructive" onClick={() => app && void remove(app)} disabled={busy}>
            {busy ? <Spinner /> : null}
            {lastOne ? 'Remover e desativar' : 'Remover'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
