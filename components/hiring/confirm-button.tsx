'use client';
// A move that cannot be undone (accept a proposal, approve a delivery, confirm a payment…): the
// button asks first in a dialog, then runs the server action, says how it went in a toast and
// refreshes the screen.
import { useState, useTransition, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ActionResult } from '@/lib/forms/action-result';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

type Props<T> = {
  label: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  success: string;
  failureTitle: string;
  run: () => Promise<ActionResult<T>>;
  /** After success, instead of refreshing (e.g. go to the new contract). */
  onDone?: (data: T) => void;
  variant?: ButtonProps['variant'];
  destructive?: boolean;
};

export function ConfirmButton<T>({
  label,
  title,
  description,
  confirmLabel,
  success,
  failureTitle,
  run,
  onDone,
  variant,
  destructive,
}: Props<T>) {
  const refreshScreen = useScreenRefresh();
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const confirm = () =>
    start(async () => {
      let result: ActionResult<T>;
      try {
        result = await run();
      } catch {
        result = { ok: false, error: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.' };
      }
      if (!result.ok) return void (await toastActionFailure(result, failureTitle));
      setOpen(false);
      toast.success(success);
      if (onDone) onDone(result.data);
      else refreshScreen();
    });
  return (
    <>
      <Button type="button" variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Voltar
            </Button>
            <Button type="button" variant={destructive ? 'destructive' : 'default'} disabled={pending} onClick={confirm}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
