'use client';
// A row or bulk action of an admin list: calls its server action, shows the pt-BR toast, and
// reads the list again (useScreenRefresh). With `confirm`, nothing happens before the administrator
// confirms in a dialog (with an optional reason field).
import { useState, useTransition, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { NETWORK_ACTION_MESSAGE, type ActionResult } from '@/lib/forms/action-result';
import { toastActionFailure } from '@/lib/forms/toast-action-failure';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

type Confirm = { title: string; description: string; confirmLabel?: string; reasonLabel?: string; destructive?: boolean };

export function ActionButton<Input extends Record<string, unknown>, Data>({
  action,
  input,
  reasonKey,
  success,
  confirm,
  children,
  variant = 'outline',
  size = 'sm',
  failureTitle = 'Não foi possível concluir',
  label,
}: {
  action: (input: Input) => Promise<ActionResult<Data>>;
  input: Input;
  /** The input's field that receives the reason typed in the confirmation. */
  reasonKey?: keyof Input & string;
  success: string;
  confirm?: Confirm;
  children: ReactNode;
  variant?: 'outline' | 'default' | 'destructive' | 'ghost' | 'secondary';
  size?: 'sm' | 'default' | 'icon';
  failureTitle?: string;
  label?: string;
}) {
  const refreshScreen = useScreenRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, startTransition] = useTransition();

  const run = () =>
    startTransition(async () => {
      let result: ActionResult<Data>;
      try {
        result = await action(reasonKey ? { ...input, [reasonKey]: reason.trim() } : input);
      } catch {
        result = { ok: false, error: NETWORK_ACTION_MESSAGE };
      }
      if (!result.ok) {
        await toastActionFailure(result, failureTitle);
        return;
      }
      toast.success(success);
      setOpen(false);
      setReason('');
      refreshScreen();
    });

  return (
    <>
      <Button
        type="button"
        variant={variant}
        size={size}
        disabled={pending}
        aria-label={label}
        onClick={() => (confirm ? setOpen(true) : run())}
      >
        {children}
      </Button>
      {confirm ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{confirm.title}</DialogTitle>
              <DialogDescription>{confirm.description}</DialogDescription>
            </DialogHeader>
            {confirm.reasonLabel ? (
              <label className="grid gap-2 text-sm font-medium">
                {confirm.reasonLabel}
                <Textarea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
              </label>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="button" variant={confirm.destructive ? 'destructive' : 'default'} disabled={pending} onClick={run}>
                {confirm.confirmLabel ?? 'Confirmar'}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}
