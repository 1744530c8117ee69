'use client';
// Moderation (issue 12 item 8): remove someone's post or comment with a reason. The reason is
// checked by the same zod schema as the server action (a message under the field before anything
// is sent); the database removes, audits and notifies the author in one transaction. Used by the
// moderation queues (/admin/gestao-profile*) and by administrators in the feed.
import { Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { removeContent } from '@/lib/actions/admin/remove-content';
import { useActionForm } from '@/lib/forms/use-action-form';
import { MODERATION_REASON_MAX, removeContentSchema, type ModerationTarget } from '@/lib/validation/moderation';
import { ReasonField } from '@/components/ui/reason-field';
import { useScreenRefresh } from '@/lib/browser/use-screen-refresh';

const TEXT: Record<ModerationTarget, { title: string; description: string; success: string }> = {
  post: {
    title: 'Remover publicação?',
    description: 'A publicação, suas curtidas e comentários saem de todos os feeds. O autor recebe uma notificação com o motivo.',
    success: 'Publicação removida.',
  },
  comment: {
    title: 'Remover comentário?',
    description: 'O comentário sai da publicação. O autor recebe uma notificação com o motivo.',
    success: 'Comentário removido.',
  },
};

type DialogProps = {
  target: ModerationTarget;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the removal: the feed drops the item; the admin screens refresh. */
  onRemoved?: () => void;
  /** The author's name, shown in the description. */
  author?: string;
};

export function RemoveContentDialog({ target, id, open, onOpenChange, onRemoved, author }: DialogProps) {
  const fieldId = useId();
  const text = TEXT[target];
  const { form, onSubmit } = useActionForm(removeContentSchema, removeContent, {
    defaultValues: { target, id, reason: '' },
    successToast: text.success,
    failureTitle: 'Não foi possível remover',
    onSuccess: () => {
      form.reset({ target, id, reason: '' });
      onOpenChange(false);
      onRemoved?.();
    },
  });
  const error = form.formState.errors.reason?.message;
  const length = form.watch('reason')?.length ?? 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>
            {author ? `De ${author}. ` : ''}
            {text.description}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <ReasonField
            id={fieldId}
            label="Motivo da remoção"
            error={error}
            limit={MODERATION_REASON_MAX}
            length={length}
            {...form.register('reason')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
              Remover
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The "Remover" button of a moderation list, with its dialog; the list refreshes after a removal. */
export function RemoveContentButton({
  target,
  id,
  author,
  label,
}: {
  target: ModerationTarget;
  id: string;
  author?: string;
  label: string;
}) {
  const refreshScreen = useScreenRefresh();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="destructive" size="sm" aria-label={label} onClick={() => setOpen(true)}>
        <Trash2Icon aria-hidden />
        Remover
      </Button>
      <RemoveContentDialog target={target} id={id} author={author} open={open} onOpenChange={setOpen} onRemoved={() => refreshScreen()} />
    </>
  );
}
