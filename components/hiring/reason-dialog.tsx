'use client';
// A move that needs a written reason (decline a proposal, ask for changes, cancel, open a
// dispute): a button, and a dialog whose text field is checked with the server's own limits and
// message before anything is sent.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { z } from '@/lib/validation/zod';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ActionResult } from '@/lib/forms/action-result';
import { useActionForm } from '@/lib/forms/use-action-form';
import { ReasonField } from '@/components/ui/reason-field';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

type Props = {
  label: ReactNode;
  title: string;
  description: string;
  fieldLabel: string;
  submitLabel: string;
  success: string;
  failureTitle: string;
  min: number;
  max: number;
  /** The server's message for a text out of bounds. */
  message: string;
  run: (reason: string) => Promise<ActionResult<unknown>>;
  variant?: ButtonProps['variant'];
  destructive?: boolean;
};

export function ReasonButton({
  label,
  title,
  description,
  fieldLabel,
  submitLabel,
  success,
  failureTitle,
  min,
  max,
  message,
  run,
  variant,
  destructive,
}: Props) {
  const refreshScreen = useScreenRefresh();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const schema = useMemo(
    () => z.object({ reason: z.string().trim().min(min, { error: message }).max(max, { error: message }) }),
    [min, max, message],
  );
  const { form, onSubmit } = useActionForm(schema, ({ reason }) => run(reason), {
    defaultValues: { reason: '' },
    successToast: success,
    failureTitle,
    onSuccess: () => {
      form.reset({ reason: '' });
      setOpen(false);
      refreshScreen();
    },
  });
  const error = form.formState.errors.reason?.message;
  const length = form.watch('reason')?.length ?? 0;
  return (
    <>
      <Button type="button" variant={variant ?? 'outline'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <ReasonField id={fieldId} label={fieldLabel} error={error} limit={max} length={length} rows={4} {...form.register('reason')} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Voltar
              </Button>
              <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={form.formState.isSubmitting}>
                {submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
